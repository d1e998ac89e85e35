/**
 * A recording uploaded as multipart (the voice demo and Kathana Assist's spoken questions): the
 * body is counted while it streams in and refused with a 413 as soon as it passes the cap (a 10 MB
 * upload is never held in memory), then parsed.
 */
import { parseMultipart, readBodyCapped } from "~/http/request.server";
import { AppError } from "~/http/app-error";

export interface VoiceUpload {
  /** The `wavfile` part's bytes; null when the part is missing. */
  wav: Buffer | null;
  fileName: string | null;
  /** Text fields (phrases, csrftoken…). */
  fields: Record<string, string>;
}

/** Room for the phrase list and the part headers on top of the audio cap. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export async function readVoiceUpload(request: Request, maxAudioBytes: number): Promise<VoiceUpload> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError(415, "Send the recording as multipart/form-data with a wavfile field");
  }
  const limitKb = Math.round(maxAudioBytes / 1024);
  const body = await readBodyCapped(request, maxAudioBytes + FORM_OVERHEAD_BYTES, `The recording is too large (limit ${limitKb} KB)`);
  const form = await parseMultipart(body, type, "Request body is not a valid multipart form");
  const fields: Record<string, string> = {};
  let wav: Buffer | null = null;
  let fileName: string | null = null;
  for (const [name, value] of form) {
    if (typeof value === "string") fields[name] = value;
    else if (name === "wavfile" && wav === null) {
      wav = Buffer.from(await value.arrayBuffer());
      fileName = value.name || null;
    }
  }
  // A plain form may send the file as a text part (no filename): take its bytes too.
  if (wav === null && typeof fields.wavfile === "string") wav = Buffer.from(fields.wavfile, "latin1");
  return { wav, fileName, fields };
}
