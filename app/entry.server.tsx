import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { beginShutdown, startServer, stopServer } from "~/server-lifecycle.server";
import { pageCacheControl, PREVIEW_CACHE_CONTROL } from "~/http/cache.server";
import { hasPreviewCookie, hasSessionCookie } from "~/http/cookies.server";
import { logEvent, logServerError } from "~/log.server";
import { getConfig, loadSettings } from "~/config.server";
import { isDatabaseUnavailable } from "~/db/db.server";
import { OUTAGE_RETRY_AFTER_SECONDS, statusWording } from "~/http/error-catalogue";
import { onContentCleared } from "~/content/content.server";
import { scriptsAfterFirstPaint } from "~/http/after-first-paint.server";
import { currentPreview, withPreviewScope } from "~/preview/session.server";

const ABORT_DELAY = 5_000;

/**
 * Errors thrown by loaders and actions (not Responses): one JSON log line each, instead of Remix's
 * multi-line console output. Aborted requests (the client went away) are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // Remix's own 4xx (a method a route does not serve, a ?_data naming no route) is the client's
  // doing: server.js answers it in the catalogue's words, and it is no server error to log.
  if (isClientErrorResponse(error)) return;
  // server.js answers such a request 503 with Retry-After instead of 500 (an outage, not a fault).
  if (isDatabaseUnavailable(error) && context) (context as AppLoadContext).databaseUnavailable = true;
  logServerError(error, request, (context as AppLoadContext | undefined)?.requestId);
};

function isClientErrorResponse(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { status, internal } = error as { status?: unknown; internal?: unknown };
  return typeof status === "number" && status >= 400 && status < 500 && typeof internal === "boolean";
}

/**
 * What server.js takes from the build: start-up and shutdown, the settings (parsed once, in
 * config.server.ts: serverConfig() refuses a bad value) and the one log format.
 */
export const startup = startServer;
export { beginShutdown };
export const shutdown = stopServer;
export const serverConfig = () => loadSettings();
export { logEvent };
/** server.js's page cache: cleared whenever the content is; never for a visitor with a session. */
export { onContentCleared, hasSessionCookie, hasPreviewCookie };
/** server.js answers what no route answers in the error catalogue's words. */
export { statusWording, OUTAGE_RETRY_AFTER_SECONDS };
/** server.js runs each request in its preview scope (app/preview/session.server.ts). */
export { withPreviewScope };
export { withRequestLanguage } from "~/i18n/language.server";
// Every language's UI strings, for server-side rendering in any of them.
import "~/i18n/catalogues.server";

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  if (currentPreview()) response.headers.set("Cache-Control", PREVIEW_CACHE_CONTROL);
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // Production: the app's scripts load after the first paint (decision 0029).
          const body = getConfig().isProduction ? scriptsAfterFirstPaint() : new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (currentPreview()) responseHeaders.set("Cache-Control", PREVIEW_CACHE_CONTROL);
          else if (!responseHeaders.has("Cache-Control")) {
            responseHeaders.set("Cache-Control", pageCacheControl(request, responseStatusCode));
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it they reach the error boundary.
          if (shellRendered) logServerError(error, request, loadContext.requestId);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
