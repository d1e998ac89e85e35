/**
 * The JSON replies of the API, and where an AppError becomes an answer: route modules and the feature handlers they call end here,
 * so feature code only throws. Anything that is not an AppError is either rethrown (a redirect, a
 * bug: Remix's error handling logs it) or, for the demo engines, logged and answered 503.
 */
import { json, type TypedResponse } from "@remix-run/node";
import { logError, errorMessage } from "~/log.server";
import { AppError, isAppError } from "./app-error";

export function jsonReply(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const h = new Headers(init.headers);
  h.set("Content-Type", "application/json; charset=utf-8");
  h.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers: h });
}

/** The JSON answer of every failed API call: `{ success: false, error }`, never cached. */
export function errorResponse(status: number, error: string, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set("Content-Type", "application/json; charset=utf-8");
  h.set("Cache-Control", "no-store");
  return new Response(JSON.stringify({ success: false, error }), { status, headers: h });
}

export function appErrorResponse(error: AppError): Response {
  return errorResponse(error.status, error.message, error.headers);
}

export const methodNotAllowed = (message = "Use POST") => errorResponse(405, message, { Allow: "POST" });

/** What to do with a failure that is not an AppError; by default it is rethrown. */
export interface Unexpected {
  /** Log event name; the failure is logged and answered 503 with `message`. */
  event: string;
  message: string;
}

/** The AppError a failure stands for: itself, or (with `unexpected`) a logged 503. */
export function asAppError(error: unknown, unexpected?: Unexpected): AppError {
  if (isAppError(error)) return error;
  if (!unexpected) throw error;
  logError(unexpected.event, { error: errorMessage(error) });
  return new AppError(503, unexpected.message);
}

/** Runs an API handler; an AppError becomes its JSON answer. */
export async function apiEdge(run: () => Promise<Response> | Response, unexpected?: Unexpected): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    return appErrorResponse(asAppError(error, unexpected));
  }
}

/**
 * Runs a page action (a plain form post); an AppError becomes the page's action data, made by
 * `toData`, with its status, Retry-After and the page's own headers.
 */
export async function pageActionEdge<T, R>(
  run: () => Promise<R>,
  toData: (error: AppError) => T,
  options: { headers?: () => HeadersInit; unexpected?: Unexpected } = {},
): Promise<R | TypedResponse<T>> {
  try {
    return await run();
  } catch (error) {
    const failure = asAppError(error, options.unexpected);
    const headers = new Headers(options.headers?.() ?? { "Cache-Control": "no-store" });
    const retry = failure.headers["Retry-After"];
    if (retry) headers.set("Retry-After", retry);
    return json(toData(failure), { status: failure.status, headers });
  }
}
