/** Browser calls of the text demo (SPEC §7). No zod here: this file ships to the browser. */
import { readCsrfCookie } from "~/auth/client";

export class TextDemoRequestError extends Error {}

async function csrfHeader(fallback: string): Promise<Record<string, string>> {
  let token = readCsrfCookie();
  if (!token && fallback) token = fallback;
  if (!token) {
    await fetch("/api/auth/csrf_cookie", { credentials: "same-origin" });
    token = readCsrfCookie();
  }
  return token ? { "X-CSRFToken": token } : {};
}

/**
 * POST /api/demos/textdemo: the audio bytes as a Blob (empty when the server sent none).
 * Throws TextDemoRequestError with the server's message on an HTTP error, TypeError offline.
 */
export async function requestSpeech(body: { lang: string; text: string; sRate: number }, csrfFallback: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch("/api/demos/textdemo", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "audio/mpeg, audio/*", ...(await csrfHeader(csrfFallback)) },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    let message = `Request failed (${response.status})`;
    try {
      const reply = (await response.json()) as { error?: unknown };
      if (typeof reply.error === "string" && reply.error) message = reply.error;
    } catch {
      /* not JSON: keep the status text */
    }
    throw new TextDemoRequestError(message);
  }
  return response.blob();
}

/** GET /api/transliterate: the options, or [] on any failure (SPEC §7 "On failure, no suggestions"). */
export async function fetchSuggestions(word: string, signal?: AbortSignal): Promise<string[]> {
  try {
    const response = await fetch(`/api/transliterate?text=${encodeURIComponent(word)}&lang=hi&num=5`, { signal });
    if (!response.ok) return [];
    const data = (await response.json()) as unknown;
    if (!Array.isArray(data) || data[0] !== "SUCCESS") return [];
    const entry = (data[1] as unknown[] | undefined)?.[0] as unknown[] | undefined;
    const options = entry?.[1];
    return Array.isArray(options) ? options.filter((o): o is string => typeof o === "string") : [];
  } catch {
    return [];
  }
}
