/**
 * The JSON replies of the API, and where an AppError becomes an answer (the edge, edge.server.ts,
 * and the page actions end here), so feature code only throws. Anything that is not an AppError is either rethrown (a redirect, a
 * bug: Remix's error handling logs it) or, for the demo engines, logged and answered 503.
 */
import { json, type TypedResponse } from "@remix-run/node";
import { logError, errorMessage } from "~/log.server";
import { isDatabaseUnavailable } from "~/db/db.server";
import { AppError, isAppError } from "./app-error";
import { ERROR_CATALOGUE, OUTAGE_RETRY_AFTER_SECONDS } from "./error-catalogue";
import { combineHeaders } from "./headers.server";
import { currentLanguage } from "~/i18n/language.server";
import { hasLanguagePrefix, pathInLanguage } from "~/i18n/languages";

/** A JSON answer, never cached unless `headers` give it a cache policy of its own. */
export function jsonReply(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = combineHeaders({ "Cache-Control": "no-store" }, init.headers, { "Content-Type": "application/json; charset=utf-8" });
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers });
}

/** A 303 to `location` (a path of this site) with these headers: cookies, a cache policy. */
export function redirectReply(location: string, headers?: HeadersInit): Response {
  return new Response(null, { status: 303, headers: combineHeaders({ "Cache-Control": "no-store" }, headers, { Location: inRequestLanguage(location) }) });
}

/** A path of this site in the request's language ("/login" from a Hindi page → "/hi/login"); one that names its language keeps it. */
export function inRequestLanguage(location: string): string {
  return hasLanguagePrefix(location) ? location : pathInLanguage(location, currentLanguage());
}

/** A plain-text answer (a page-less refusal a person reads in the browser), never cached. */
export function textReply(status: number, text: string): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** The JSON answer of every failed API call: `{ success: false, error }`, never cached. */
function errorResponse(status: number, error: string, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set("Content-Type", "application/json; charset=utf-8");
  h.set("Cache-Control", "no-store");
  return new Response(JSON.stringify({ success: false, error }), { status, headers: h });
}

export function appErrorResponse(error: AppError): Response {
  return errorResponse(error.status, error.message, error.headers);
}

/** What to do with a failure that is not an AppError; by default it is rethrown. */
export interface Unexpected {
  /** Log event name; the failure is logged and answered 503 with `message`. */
  event: string;
  message: string;
}

/** The answer to any request that needs the database while it is unreachable (or cannot write). */
function databaseUnavailableError(cause: unknown): AppError {
  return new AppError(503, ERROR_CATALOGUE.unavailable, {
    code: "database_unavailable",
    headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) },
    cause,
  });
}

/**
 * The AppError a failure stands for: itself; a 503 with Retry-After when the database is
 * unreachable (logged once per failure); or (with `unexpected`) a logged 503.
 */
export function asAppError(error: unknown, unexpected?: Unexpected): AppError {
  if (isAppError(error)) return error;
  if (isDatabaseUnavailable(error)) {
    logError("database.unavailable", { error: errorMessage(error) });
    return databaseUnavailableError(error);
  }
  if (!unexpected) throw error;
  logError(unexpected.event, { error: errorMessage(error) });
  return new AppError(503, unexpected.message);
}

/**
 * For page loaders: the loader's value, or, while the database is unreachable, a thrown 503 answer
 * (the page's error boundary shows it, with Retry-After); any other failure is rethrown.
 */
export async function unlessDatabaseUnavailable<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    throw appErrorResponse(asAppError(error));
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
