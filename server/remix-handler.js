// @ts-check
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable } from "@remix-run/node";

/**
 * Express in front of Remix, written here rather than taken from @remix-run/express for three
 * reasons: the Remix handler is made once per build, not per request; a header the app sets
 * replaces the one the security middleware set (Express's `append` sent two Referrer-Policy
 * headers), cookies excepted; and Remix's own 4xx answers (a method a route does not serve, a
 * `?_data` that names no route) and an outage's 500s carry the site's wording instead of
 * "Unexpected Server Error".
 *
 * @typedef {{ statusWording: (status: number, method?: string) => string; outageRetryAfterSeconds: number }} Wording
 * @param {{
 *   build: () => import("@remix-run/node").ServerBuild;
 *   mode: string;
 *   getLoadContext: (req: import("express").Request, res: import("express").Response) => Record<string, unknown>;
 *   wording: Wording;
 * }} options
 * @returns {import("express").RequestHandler}
 */
export function remixHandler(options) {
  /** @type {import("@remix-run/node").ServerBuild | undefined} */
  let builtFor;
  /** @type {ReturnType<typeof createRequestHandler> | undefined} */
  let handle;
  return async (req, res, next) => {
    try {
      const build = options.build();
      if (build !== builtFor) {
        builtFor = build;
        handle = createRequestHandler(build, options.mode);
      }
      const context = options.getLoadContext(req, res);
      const response = await /** @type {NonNullable<typeof handle>} */ (handle)(fetchRequest(req, res), context);
      await send(res, inSiteWording(response, req.method, context, options.wording));
    } catch (error) {
      next(error);
    }
  };
}

/**
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 */
function fetchRequest(req, res) {
  // req.hostname honours `trust proxy`; the port comes from the Host header the client used.
  const port = /:(\d+)$/.exec(req.get("host") ?? "")?.[1];
  const url = new URL(req.originalUrl, `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  // Loaders and actions are told when the client goes away before the answer was sent.
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  });
}

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * @param {Response} response
 * @param {string} method
 * @param {Record<string, unknown>} context
 * @param {Wording} wording
 */
function inSiteWording(response, method, context, wording) {
  // A loader or action failed because the database is unreachable (entry.server's handleError
  // marks the request): an outage to wait out, not a fault.
  if (response.status === 500 && context.databaseUnavailable) {
    const headers = new Headers(response.headers);
    headers.set("Retry-After", String(wording.outageRetryAfterSeconds));
    headers.set("Cache-Control", "no-store");
    if (!(headers.get("content-type") ?? "").startsWith("text/html")) return errorReply(503, wording.statusWording(503), headers);
    return new Response(response.body, { status: 503, headers });
  }
  // Every 503 says when to come back (a page's own headers may not pass its loader's on).
  if (response.status === 503 && !response.headers.has("Retry-After")) {
    const headers = new Headers(response.headers);
    headers.set("Retry-After", String(wording.outageRetryAfterSeconds));
    return new Response(response.body, { status: 503, statusText: response.statusText, headers });
  }
  if (response.headers.get("X-Remix-Error") !== "yes" || response.status >= 500) return response;
  const headers = new Headers(response.headers);
  // Remix answers 405 for a method the route has no loader or action for: the other one is served.
  if (response.status === 405) headers.set("Allow", method === "GET" || method === "HEAD" ? "POST" : "GET, HEAD");
  return errorReply(response.status, wording.statusWording(response.status, method), headers);
}

/**
 * The site's JSON error body; `message` too, which Remix's client reads from a data request's error.
 * @param {number} status
 * @param {string} text
 * @param {Headers} headers
 */
function errorReply(status, text, headers) {
  headers.set("Content-Type", JSON_TYPE);
  headers.set("Cache-Control", "no-store");
  headers.delete("Content-Length");
  return new Response(JSON.stringify({ success: false, error: text, message: text }), { status, headers });
}

/**
 * @param {import("express").Response} res
 * @param {Response} response
 */
async function send(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) {
    // Several cookies are several headers; every other header the app sets is the one answer.
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * Express's last stop: an error no handler answered (a path that cannot be decoded, a failure
 * before Remix) gets the site's JSON wording, with the security headers already on the response.
 * @param {Wording} wording
 * @param {(level: "error", msg: string, fields: Record<string, unknown>) => void} log
 * @returns {import("express").ErrorRequestHandler}
 */
export function answerUnhandledErrors(wording, log) {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const declared = Number(error?.status ?? error?.statusCode);
    const status = declared >= 400 && declared < 500 ? declared : 500;
    if (status === 500) log("error", "unhandled error", { path: req.path, error: error instanceof Error ? error.message : String(error) });
    res.status(status).set({ "Content-Type": JSON_TYPE, "Cache-Control": "no-store" });
    res.send(JSON.stringify({ success: false, error: wording.statusWording(status, req.method) }));
  };
}
