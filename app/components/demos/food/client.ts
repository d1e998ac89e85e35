/** Browser side of the image demo: type check (SPEC §5), downscaling and the two calls. */
import { apiRequest, ApiError, failureMessage, apiFetch } from "~/components/api-client";

export const ACCEPT = ".jpg,.jpeg,.png,image/jpeg,image/png";
const TYPES = new Set(["image/jpeg", "image/png"]);
const EXTENSIONS = /\.(jpe?g|png)$/i;

/**
 * SPEC §5: image/jpeg or image/png, named .jpg, .jpeg or .png — and starting with the JPEG or PNG
 * signature, since the browser derives the type from the name (a .txt renamed .png is "image/png").
 */
export async function isAcceptedImage(file: File): Promise<boolean> {
  if (!TYPES.has(file.type) || !EXTENSIONS.test(file.name)) return false;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b);
  return jpeg || png;
}

/** Longest side sent to the server: the model sees 224 px, so more only costs upload time. */
const MAX_SIDE = 1024;

/**
 * Phone photos (12 MP, several MB) are redrawn on a canvas at most MAX_SIDE px wide and sent as
 * JPEG; small photos go as they are. Any failure sends the original (the server has its own caps).
 */
export async function downscale(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== "function") return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= 1024 * 1024) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.fillStyle = "#fff"; // transparent PNG areas become white, as the model expects
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.9));
    return blob ?? file;
  } catch {
    return file;
  }
}

interface Prediction {
  item: string;
  confidence: number;
  isFood: boolean;
  learned: boolean;
}
export interface PhotoAnswer {
  prediction?: Prediction[];
  photoId?: string;
  error?: string;
}

/** POST /api/demos/photosdemoupload; throws on a network failure or a reply without a prediction. */
export async function recognize(photo: Blob, filename: string, csrfFallback: string): Promise<PhotoAnswer> {
  const form = new FormData();
  form.append("customFile", photo, filename);
  const response = await apiRequest("/api/demos/photosdemoupload", { body: form, csrfFallback });
  const body = (await response.json().catch(() => ({}))) as PhotoAnswer;
  if (!body.prediction?.length) throw new ApiError(response.status, `Request failed (${response.status})`);
  return body;
}

/** A correction's outcome: the label taken (and whether it applies now), or the server's message (English, for tm()). */
export type CorrectionOutcome = { ok: true; label: string; applied: boolean } | { ok: false; message: string };

export async function sendCorrection(photoId: string, label: string, csrfFallback: string): Promise<CorrectionOutcome> {
  const response = await apiFetch("/api/demos/photosfeedback", { body: { photoId, label }, csrfFallback });
  if (!response.ok) return { ok: false, message: await failureMessage(response) };
  const body = (await response.json().catch(() => ({}))) as { applied?: boolean; label?: string };
  return { ok: true, label: body.label ?? label, applied: body.applied === true };
}
