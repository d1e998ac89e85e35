/**
 * The browser's one HTTP client for the site's own API (SPEC §7): same-origin credentials, the CSRF
 * header copied from the csrftoken cookie (fetched once when the visitor has none), and the server's
 * `{ error }` message on a failed answer. It ships to the browser: no zod, no server imports.
 */
import { parse } from "cookie";

/** The CSRF cookie's value, read with the same parser the server uses (the `cookie` package). */
function readCsrfCookie(): string | undefined {
  return parse(document.cookie, { decode: (value) => value }).csrftoken;
}

/** The cookie's token, else the page's copy, else a fresh cookie from the server. */
async function csrfToken(fallback?: string): Promise<string | undefined> {
  const existing = readCsrfCookie() ?? (fallback || undefined);
  if (existing) return existing;
  await fetch("/api/auth/csrf_cookie", { credentials: "same-origin" });
  return readCsrfCookie();
}

export interface ApiRequest {
  method?: string;
  /** A FormData goes as multipart; anything else as JSON. */
  body?: unknown;
  /** Send the CSRF header (the default); `false` for the calls SPEC §7 makes without it. */
  csrf?: boolean;
  /** The token the page rendered, used when the cookie is not readable yet. */
  csrfFallback?: string;
  accept?: string;
  signal?: AbortSignal;
}

/** Throws only on a network failure (or an abort); the caller reads the status. */
export async function apiFetch(path: string, request: ApiRequest = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: request.accept ?? "application/json" };
  const form = request.body instanceof FormData;
  if (request.body !== undefined && !form) headers["Content-Type"] = "application/json";
  if (request.csrf !== false) {
    const token = await csrfToken(request.csrfFallback);
    if (token) headers["X-CSRFToken"] = token;
  }
  return fetch(path, {
    method: request.method ?? "POST",
    credentials: "same-origin",
    headers,
    body: request.body === undefined ? undefined : form ? (request.body as FormData) : JSON.stringify(request.body),
    signal: request.signal,
  });
}

/** The message of a failed answer: the server's `error`, else the status. */
export async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === "string" && body.error) return body.error;
  } catch {
    // not JSON: the status says it
  }
  return `Request failed (${response.status})`;
}

/** A failed answer, with the server's message. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
  }
}

/** The answer when it is a success; an ApiError with the server's message otherwise. */
export async function apiRequest(path: string, request: ApiRequest = {}): Promise<Response> {
  const response = await apiFetch(path, request);
  if (!response.ok) throw new ApiError(response.status, await failureMessage(response));
  return response;
}

export interface ApiReply {
  status: number;
  body: { success?: unknown; error?: unknown; [key: string]: unknown };
}

/** A JSON call whose failure is shown by the caller: status and body, errors included. */
export async function callApi(path: string, payload?: unknown, options: { csrfFallback?: string; method?: string } = {}): Promise<ApiReply> {
  const response = await apiFetch(path, { ...options, body: payload });
  let body: ApiReply["body"] = {};
  try {
    body = (await response.json()) as ApiReply["body"];
  } catch {
    body = { error: `Unexpected reply (${response.status})` };
  }
  return { status: response.status, body };
}

export function errorText(reply: ApiReply): string | null {
  if (typeof reply.body.error === "string" && reply.body.error) return reply.body.error;
  if (reply.status >= 400) return `Request failed (${reply.status})`;
  return null;
}
