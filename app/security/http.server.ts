/**
 * Request parsing and replies shared by the JSON API and the account pages' actions.
 * Bad input of any kind is thrown as a 4xx AppError, never a 500.
 */
import type { AppLoadContext } from "@remix-run/node";
import { AppError } from "~/http/app-error";

/** Generous for every auth call (the largest is a 256-character password); 1 MB bodies are refused. */
export const MAX_BODY_BYTES = 16 * 1024;

export type Fields = Record<string, unknown>;

/**
 * True for a client-side data fetch, false for a document load. Remix strips its `?_data=` marker
 * before loaders run, so the browser's Sec-Fetch-Mode decides ("navigate" = document); clients
 * that send no Sec-Fetch headers are treated as documents.
 */
export function isDataRequest(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode !== "navigate";
  return new URL(request.url).searchParams.has("_data");
}

export function isFormContentType(request: Request): boolean {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  return type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
}

/**
 * Buffers a body of at most `cap` bytes, counted while it streams (a chunked body has no
 * Content-Length to trust); null past the cap. It then stops reading without cancelling the
 * stream: cancelling destroys the socket, and the client would see a reset instead of the 413.
 */
export async function readUpTo(body: ReadableStream<Uint8Array> | null, cap: number): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The request's body, refused with a 413 and `message` when its declared or counted size passes `cap`. */
export async function readBodyCapped(request: Request, cap: number, message = "Request body is too large"): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > cap) throw new AppError(413, message);
  const body = await readUpTo(request.body, cap);
  if (!body) throw new AppError(413, message);
  return body;
}

/** A multipart body already read (and capped) as FormData; a 400 with `message` when it is not one. */
export async function parseMultipart(body: Buffer, contentType: string, message: string): Promise<FormData> {
  try {
    return await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError(400, message);
  }
}

async function readBodyText(request: Request): Promise<string> {
  return new TextDecoder("utf-8", { fatal: false }).decode(await readBodyCapped(request, MAX_BODY_BYTES));
}

/**
 * The request's fields from a JSON object, an urlencoded form or a multipart form (text fields only).
 * Throws a 4xx AppError for anything else.
 */
export async function readFields(request: Request, options: { allowEmpty?: boolean } = {}): Promise<Fields> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/json")) {
    const text = await readBodyText(request);
    if (text.trim() === "") {
      if (options.allowEmpty) return {};
      throw new AppError(400, "Request body must be a JSON object");
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new AppError(400, "Request body is not valid JSON");
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw new AppError(400, "Request body must be a JSON object");
    }
    return parsed as Fields;
  }
  if (type.startsWith("application/x-www-form-urlencoded")) {
    const text = await readBodyText(request);
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (type.startsWith("multipart/form-data")) {
    // Counted as it arrives like every other body (a chunked upload declares no length), then parsed.
    const form = await parseMultipart(await readBodyCapped(request, MAX_BODY_BYTES), type, "Request body is not a valid form");
    const fields: Fields = {};
    for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
    return fields;
  }
  if (type === "" && options.allowEmpty) {
    const text = await readBodyText(request);
    if (text.trim() === "") return {};
  }
  throw new AppError(415, "Send the request as application/json");
}

/** The client's address for rate limits; see server.js (X-Forwarded-For only with TRUST_PROXY). */
export function clientAddress(context: AppLoadContext | undefined): string {
  return context?.clientIp || "unknown";
}
