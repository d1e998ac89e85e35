/**
 * Multipart uploads for the voice demo: the body is counted while it streams in and refused with a
 * 413 as soon as it passes the cap (a 10 MB upload is never held in memory), then parsed.
 */
import { errorResponse } from "~/security/http.server";

export interface VoiceUpload {
  /** The `wavfile` part's bytes; null when the part is missing. */
  wav: Buffer | null;
  fileName: string | null;
  /** Text fields (phrases, csrftoken…). */
  fields: Record<string, string>;
}

/** Room for the phrase list and the part headers on top of the audio cap. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

async function readCapped(request: Request, cap: number, message: string): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > cap) throw errorResponse(413, message);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      // Stop reading without cancelling: cancelling resets the socket and the client would never see the 413.
      reader.releaseLock();
      throw errorResponse(413, message);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readVoiceUpload(request: Request, maxAudioBytes: number): Promise<VoiceUpload> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw errorResponse(415, "Send the recording as multipart/form-data with a wavfile field");
  }
  const limitKb = Math.round(maxAudioBytes / 1024);
  const body = await readCapped(request, maxAudioBytes + FORM_OVERHEAD_BYTES, `The recording is too large (limit ${limitKb} KB)`);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  } catch {
    throw errorResponse(400, "Request body is not a valid multipart form");
  }
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
