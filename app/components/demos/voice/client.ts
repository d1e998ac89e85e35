/** Browser calls of the voice demo (SPEC §7). No zod here: this ships to the browser. */
import { apiRequest } from "~/components/api-client";

export interface UploadResult {
  text: string;
  audio: string | null;
  /** False when the server heard no speech at all in the recording. */
  heard: boolean;
}

function formFor(wav: Blob, phrases: string[], fileName: string): FormData {
  const form = new FormData();
  form.append("wavfile", wav, fileName);
  if (phrases.length) form.append("phrases", JSON.stringify(phrases));
  return form;
}

/** POST /api/demos/voicedemoupload (CSRF header). Throws an Error with the server's message. */
export async function uploadVoice(wav: Blob, phrases: string[], csrfFallback: string, fileName = "recording.wav"): Promise<UploadResult> {
  const response = await apiRequest("/api/demos/voicedemoupload", { body: formFor(wav, phrases, fileName), csrfFallback });
  const body = (await response.json()) as { Response?: unknown; AudioFile?: unknown; heard?: unknown };
  return {
    text: typeof body.Response === "string" ? body.Response : "",
    audio: typeof body.AudioFile === "string" ? body.AudioFile : null,
    heard: body.heard !== false,
  };
}

/** POST /api/demos/voicedemoupload2: no CSRF header (SPEC §7); the body is the recognised text. */
export async function uploadVoice2(wav: Blob, phrases: string[], fileName = "recording.wav"): Promise<UploadResult> {
  const response = await apiRequest("/api/demos/voicedemoupload2", { body: formFor(wav, phrases, fileName), csrf: false });
  const body = (await response.json()) as unknown;
  return { text: typeof body === "string" ? body : "", audio: null, heard: response.headers.get("X-Speech-Heard") !== "false" };
}

/** POST /api/demos/SubmitFeedback. Throws an Error with the server's message. */
export async function sendFeedback(audio: string, response: string, feedback: string, csrfFallback: string): Promise<void> {
  const reply = await apiRequest("/api/demos/SubmitFeedback", { body: { audio, response, feedback }, csrfFallback });
  const body = (await reply.json().catch(() => null)) as unknown;
  if (!body) throw new Error("No reply from the server");
}
