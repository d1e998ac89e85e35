/**
 * Request parsing and replies shared by the JSON API and the account pages' actions.
 * Bad input of any kind is thrown as a 4xx AppError, never a 500.
 */
import type { AppLoadContext } from "@remix-run/node";
import { AppError } from "~/http/app-error";
import { logInfo } from "~/log.server";

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

// RFC 9110 §8.3: type "/" subtype *( OWS ";" OWS name "=" ( token / quoted-string ) ).
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const MEDIA_TYPE = new RegExp(`^(${TOKEN}/${TOKEN})((?:[ \\t]*;[ \\t]*${TOKEN}=(?:${TOKEN}|"(?:[^"\\\\]|\\\\.)*"))*)[ \\t]*$`);
const PARAMETER = new RegExp(`;[ \\t]*(${TOKEN})=(${TOKEN}|"(?:[^"\\\\]|\\\\.)*")`, "g");

/**
 * The body's media type: its lower-case essence ("application/json") and parameters, or null when
 * the header is absent or is not one well-formed media type (a list, stray text, a prefix such as
 * "application/jsonx" is its own type and is returned as such).
 */
function bodyMediaType(request: Request): { essence: string; params: Record<string, string> } | null {
  const header = request.headers.get("content-type");
  const match = header === null ? null : MEDIA_TYPE.exec(header);
  if (!match) return null;
  const params: Record<string, string> = {};
  for (const [, name, value] of match[2]!.matchAll(PARAMETER)) {
    params[name!.toLowerCase()] = value!.startsWith('"') ? value!.slice(1, -1).replace(/\\(.)/g, "$1") : value!;
  }
  return { essence: match[1]!.toLowerCase(), params };
}

/** `application/json`, with no parameter but an optional UTF-8 charset (RFC 8259: JSON is UTF-8). */
function isJsonBody(request: Request): boolean {
  const type = bodyMediaType(request);
  if (type?.essence !== "application/json") return false;
  const names = Object.keys(type.params);
  return names.every((name) => name === "charset") && (type.params.charset ?? "utf-8").toLowerCase().replace("utf8", "utf-8") === "utf-8";
}

/** A body that sends nothing for this long is given up on (issue 41: Node's own limit is 5 minutes). */
const BODY_IDLE_TIMEOUT_MS = 30_000;

/**
 * One chunk of a body, within BODY_IDLE_TIMEOUT_MS. A client that went away mid-body is an
 * `aborted` AppError (400, logged as info: nothing is wrong with the site), never the network
 * error itself, which reads like a database outage; a stalled one a 408 that closes the connection.
 */
async function nextChunk(reader: ReadableStreamDefaultReader<Uint8Array>, idleMs: number): Promise<ReadableStreamReadResult<Uint8Array>> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AppError(408, "The request body stopped arriving; please send it again", { code: "body_stalled", headers: { Connection: "close" } })),
      idleMs,
    );
  });
  try {
    return await Promise.race([reader.read(), stalled]);
  } catch (error) {
    if (error instanceof AppError) {
      logInfo("request.body_stalled", { idleMs });
      throw error;
    }
    logInfo("request.aborted", { reason: error instanceof Error ? error.message : String(error) });
    throw new AppError(400, "The request body ended before it was complete", { code: "aborted", cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Buffers a body of at most `cap` bytes, counted while it streams (a chunked body has no
 * Content-Length to trust); null past the cap. It then stops reading without cancelling the
 * stream: cancelling destroys the socket, and the client would see a reset instead of the 413.
 */
export async function readUpTo(body: ReadableStream<Uint8Array> | null, cap: number, idleMs = BODY_IDLE_TIMEOUT_MS): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await nextChunk(reader, idleMs);
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

async function readBodyText(request: Request, cap = MAX_BODY_BYTES): Promise<string> {
  return new TextDecoder("utf-8", { fatal: false }).decode(await readBodyCapped(request, cap));
}

/**
 * A JSON object body (`application/json` only, see isJsonBody), read within `cap` bytes. A field
 * sent as `null` is dropped: every API treats it like an absent field (optional fields take their
 * default, required ones say they are required). Throws a 4xx AppError for anything else.
 */
export async function readJsonObject(request: Request, options: { cap?: number; allowEmpty?: boolean } = {}): Promise<Fields> {
  if (!isJsonBody(request)) throw new AppError(415, "Send the request as application/json");
  const text = await readBodyText(request, options.cap);
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
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== null));
}

/**
 * The request's fields from a JSON object, an urlencoded form or a multipart form (text fields only).
 * Throws a 4xx AppError for anything else.
 */
export async function readFields(request: Request, options: { allowEmpty?: boolean } = {}): Promise<Fields> {
  const header = request.headers.get("content-type") ?? "";
  // Forms are told apart by their essence alone (browsers' boundaries vary); JSON is checked strictly.
  const essence = header.split(";")[0]!.trim().toLowerCase();
  if (essence.startsWith("application/json")) return readJsonObject(request, options);
  if (essence === "application/x-www-form-urlencoded") {
    const text = await readBodyText(request);
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (essence === "multipart/form-data") {
    // Counted as it arrives like every other body (a chunked upload declares no length), then parsed.
    const form = await parseMultipart(await readBodyCapped(request, MAX_BODY_BYTES), header, "Request body is not a valid form");
    const fields: Fields = {};
    for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
    return fields;
  }
  if (header.trim() === "" && options.allowEmpty) {
    const text = await readBodyText(request);
    if (text.trim() === "") return {};
  }
  throw new AppError(415, "Send the request as application/json");
}

/** The client's address for rate limits; see server.js (X-Forwarded-For only with TRUST_PROXY). */
export function clientAddress(context: AppLoadContext | undefined): string {
  return context?.clientIp || "unknown";
}
