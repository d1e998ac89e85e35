/**
 * Reads one uploaded photo from a request without ever holding more than the cap in memory:
 * a declared Content-Length over the cap is refused before reading, and the body is counted while
 * it streams (a chunked body has no length to trust), so a 50 MB body stops at ~8 MB.
 * Accepts multipart/form-data (the named file field) or a raw image/jpeg|png body.
 */
import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { readUpTo, type Fields } from "~/http/request.server";
import { AppError } from "~/http/app-error";

export interface PhotoUpload {
  bytes: Buffer;
  filename: string | null;
  mimeType: string | null;
  /** Text fields of a multipart form (csrftoken, intent…). */
  fields: Fields;
}

/** Room for the multipart envelope and a few small text fields on top of the photo. */
const ENVELOPE_BYTES = 64 * 1024;

class BodyTooLarge extends Error {}

function tooLarge(maxBytes: number): AppError {
  return new AppError(413, `The photo is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB.`);
}

function limitStream(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new BodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}

export async function readPhotoUpload(request: Request, options: { field: string; maxBytes: number }): Promise<PhotoUpload> {
  const { field, maxBytes } = options;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  const multipart = type.startsWith("multipart/form-data");
  const limit = multipart ? maxBytes + ENVELOPE_BYTES : maxBytes;
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(maxBytes);
  if (!request.body) throw new AppError(400, "No photo was sent.");

  if (type.startsWith("image/")) {
    try {
      const bytes = await readUpTo(request.body, limit);
      if (!bytes) throw new BodyTooLarge();
      return { bytes, filename: null, mimeType: type.split(";")[0]!.trim(), fields: {} };
    } catch (error) {
      if (error instanceof BodyTooLarge) throw tooLarge(maxBytes);
      throw new AppError(400, "The photo could not be read.");
    }
  }
  if (!multipart) throw new AppError(415, `Send the photo as multipart/form-data (field '${field}') or as image/jpeg or image/png.`);

  let form: FormData;
  try {
    const limited = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: limitStream(request.body, limit),
      duplex: "half",
    } as RequestInit);
    form = await unstable_parseMultipartFormData(limited, unstable_createMemoryUploadHandler({ maxPartSize: maxBytes }));
  } catch (error) {
    if (error instanceof BodyTooLarge || error instanceof MaxPartSizeExceededError) throw tooLarge(maxBytes);
    if (error instanceof Error && error.cause instanceof BodyTooLarge) throw tooLarge(maxBytes);
    throw new AppError(400, "The request is not a valid multipart form.");
  }
  const fields: Fields = {};
  let file: File | null = null;
  for (const [name, value] of form) {
    if (typeof value === "string") fields[name] = value;
    else if (name === field && !file) file = value;
  }
  if (!file) throw new AppError(400, `No photo was sent: add the file as the '${field}' field.`);
  const bytes = Buffer.from(await file.arrayBuffer());
  return { bytes, filename: file.name || null, mimeType: file.type || null, fields };
}
