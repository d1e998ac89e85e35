/** Browser calls of the text demo (SPEC §7). No zod here: this file ships to the browser. */
import { apiRequest } from "~/components/api-client";

/**
 * POST /api/demos/textdemo: the audio bytes as a Blob (empty when the server sent none).
 * Throws an ApiError with the server's message on an HTTP error, TypeError offline.
 */
export async function requestSpeech(body: { lang: string; text: string; sRate: number }, csrfFallback: string, signal?: AbortSignal): Promise<Blob> {
  const response = await apiRequest("/api/demos/textdemo", { body, csrfFallback, accept: "audio/mpeg, audio/*", signal });
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
