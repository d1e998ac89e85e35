/** Browser calls of the voice demo (SPEC §7). No zod here: this ships to the browser. */
import { readCsrfCookie } from "~/auth/client";

export interface UploadResult {
  text: string;
  audio: string | null;
}

async function errorOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === "string" && body.error) return body.error;
  } catch {
    // not JSON
  }
  return `Request failed (${response.status})`;
}

function formFor(wav: Blob, phrases: string[], fileName: string): FormData {
  const form = new FormData();
  form.append("wavfile", wav, fileName);
  if (phrases.length) form.append("phrases", JSON.stringify(phrases));
  return form;
}

/** POST /api/demos/voicedemoupload (CSRF header). Throws an Error with the server's message. */
export async function uploadVoice(wav: Blob, phrases: string[], csrfFallback: string, fileName = "recording.wav"): Promise<UploadResult> {
  const token = readCsrfCookie() ?? csrfFallback;
  const response = await fetch("/api/demos/voicedemoupload", {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/json", "X-CSRFToken": token },
    body: formFor(wav, phrases, fileName),
  });
  if (!response.ok) throw new Error(await errorOf(response));
  const body = (await response.json()) as { Response?: unknown; AudioFile?: unknown };
  return { text: typeof body.Response === "string" ? body.Response : "", audio: typeof body.AudioFile === "string" ? body.AudioFile : null };
}

/** POST /api/demos/voicedemoupload2: no CSRF header (SPEC §7); the body is the recognised text. */
export async function uploadVoice2(wav: Blob, phrases: string[], fileName = "recording.wav"): Promise<UploadResult> {
  const response = await fetch("/api/demos/voicedemoupload2", {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/json" },
    body: formFor(wav, phrases, fileName),
  });
  if (!response.ok) throw new Error(await errorOf(response));
  const body = (await response.json()) as unknown;
  return { text: typeof body === "string" ? body : "", audio: null };
}

/** POST /api/demos/SubmitFeedback. Throws an Error with the server's message. */
export async function sendFeedback(audio: string, response: string, feedback: string, csrfFallback: string): Promise<void> {
  const token = readCsrfCookie() ?? csrfFallback;
  const reply = await fetch("/api/demos/SubmitFeedback", {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/json", "Content-Type": "application/json", "X-CSRFToken": token },
    body: JSON.stringify({ audio, response, feedback }),
  });
  if (!reply.ok) throw new Error(await errorOf(reply));
  const body = (await reply.json().catch(() => null)) as unknown;
  if (!body) throw new Error("No reply from the server");
}
