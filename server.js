// @ts-check
/**
 * Production (and manual dev) server: Express in front of the Remix request handler.
 * Compression, long-lived caching of fingerprinted build files, security headers with a CSP nonce,
 * JSON request logs, start-up work (database + content) before listening, clean shutdown on SIGTERM.
 */
import net from "node:net";
import path from "node:path";
import url from "node:url";
import express from "express";
import compression from "compression";
import { securityHeaders } from "./server/security-headers.js";
import { requestLog } from "./server/request-log.js";
import { buildAssets } from "./server/precompressed.js";
import { finishEarlyAnswers } from "./server/early-answer.js";
import { refuseUnservedMethods } from "./server/methods.js";
import { pageCache } from "./server/page-cache.js";
import { answerUnhandledErrors, remixHandler } from "./server/remix-handler.js";

const root = path.dirname(url.fileURLToPath(import.meta.url));
const BUILD_PATH = path.join(root, "build/index.js");
// The one setting read here: the build must be loaded in the mode it runs in. Every other setting
// is parsed once, by the app's config.server.ts, and read from the build below.
const nodeEnv = process.env.NODE_ENV ?? "production";
process.env.NODE_ENV = nodeEnv;
const isProduction = nodeEnv === "production";

/** @returns {Promise<import("@remix-run/node").ServerBuild>} */
const loadBuild = () => import(url.pathToFileURL(BUILD_PATH).href + (isProduction ? "" : `?t=${Date.now()}`));

let build = await loadBuild();
/**
 * @type {{
 *   startup: () => Promise<void>; shutdown: () => Promise<void>; beginShutdown: () => void;
 *   serverConfig: () => { port: number; host: string; publicOrigin: string; trustProxy: boolean; logRequests: boolean; shutdownGraceMs: number; devServerOrigin: string | undefined; pageCacheTtlMs: number; content: { studioUrl: string } };
 *   logEvent: (level: "info" | "warn" | "error", msg: string, fields?: Record<string, unknown>) => void;
 *   onContentCleared: (listener: () => void) => () => void;
 *   hasSessionCookie: (cookieHeader: string | undefined) => boolean;
 *   hasPreviewCookie: (cookieHeader: string | undefined) => boolean;
 *   withPreviewScope: <T>(cookieHeader: string | undefined, handle: () => T) => T;
 *   withRequestLanguage: <T>(request: { path: string; referer?: string; host?: string }, handle: () => T) => T;
 *   statusWording: (status: number, method?: string) => string;
 *   OUTAGE_RETRY_AFTER_SECONDS: number;
 * }}
 */
const lifecycle = /** @type {any} */ (build.entry.module);
const logEvent = lifecycle.logEvent;
/** @type {ReturnType<typeof lifecycle.serverConfig>} */
let settings;
try {
  settings = lifecycle.serverConfig();
  await lifecycle.startup();
} catch (error) {
  // A bad setting or a start-up problem: one clear line, and no server.
  logEvent("error", "cannot start", { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
const { port, host, publicOrigin, trustProxy, logRequests, shutdownGraceMs, devServerOrigin, pageCacheTtlMs, content } = settings;
const studioOrigin = URL.canParse(content.studioUrl) ? new URL(content.studioUrl).origin : undefined;

let stopping = false;
const app = express();
app.disable("x-powered-by");
// While shutting down, every answer closes its connection, and readiness says so: a load balancer
// stops sending new requests here.
app.use((req, res, next) => {
  if (stopping) res.setHeader("Connection", "close");
  next();
});
// First, so that every answer below carries them, the early refusals and errors included.
app.use(securityHeaders({ isProduction, publicOrigin, devServerOrigin, studioOrigin, hasPreviewCookie: lifecycle.hasPreviewCookie }));
if (trustProxy) app.set("trust proxy", true);
app.use(requestLog({ trustProxy, log: logRequests ? logEvent : undefined }));
app.use(finishEarlyAnswers());
const wording = { statusWording: lifecycle.statusWording, outageRetryAfterSeconds: lifecycle.OUTAGE_RETRY_AFTER_SECONDS };
app.use(refuseUnservedMethods(wording.statusWording));
app.use(compression());

// Fingerprinted build output: cache for a year, never revalidate. JS and CSS go out as the
// brotli/gzip twins written at build time when there are any (decision 0130).
app.use("/build", ...buildAssets(path.join(root, "public/build")));
// A build file that does not exist is not a page: a short 404, never the app's HTML.
app.use("/build", (req, res) =>
  res
    .status(404)
    .set({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" })
    .send(JSON.stringify({ success: false, error: wording.statusWording(404) })),
);
// Other public files (favicon, fonts): cache briefly. robots.txt and sitemap.xml are routes (decision 0120).
app.use(express.static(path.join(root, "public"), { maxAge: "1h", index: false }));

// Public pages (anonymous visitors) from memory; cleared with the content (server/page-cache.js).
// An editor in a preview session is never answered from it, nor stored in it.
const pages = pageCache({
  personal: (cookieHeader) => lifecycle.hasSessionCookie(cookieHeader) || lifecycle.hasPreviewCookie(cookieHeader),
  ttlMs: pageCacheTtlMs,
});
lifecycle.onContentCleared(() => pages.clear());
if (pageCacheTtlMs > 0) app.use(pages);

// Each request runs in its own scope: drafts for an editor's preview session, published for everyone else.
const handleRemix = remixHandler({
  build: () => build,
  mode: nodeEnv,
  // req.ip honours `trust proxy`: X-Forwarded-For counts only when TRUST_PROXY is set.
  getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, requestId: res.locals.requestId, clientIp: req.ip ?? "" }),
  wording,
});
// Each request also runs in its language, from its path (/hi/… → hi) or, for an API call, its page's:
// content, the assistant, mails.
app.all("*", (req, res, next) =>
  lifecycle.withRequestLanguage({ path: req.path, referer: req.headers.referer, host: req.headers.host }, () =>
    lifecycle.withPreviewScope(req.headers.cookie, () => handleRemix(req, res, next)),
  ),
);
app.use(answerUnhandledErrors(wording, logEvent));

const server = app.listen(port, host, async () => {
  logEvent("info", "listening", { url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`, publicOrigin, nodeEnv });
  if (!isProduction) {
    const { broadcastDevReady } = await import("@remix-run/node");
    await broadcastDevReady(build).catch(() => undefined);
  }
});
server.keepAliveTimeout = 65_000;

// In `remix dev --manual`, reload the build when it changes instead of restarting the process.
if (!isProduction && devServerOrigin) {
  const { watch } = await import("node:fs");
  watch(path.dirname(BUILD_PATH), { persistent: false }, async () => {
    build = await loadBuild();
    const { broadcastDevReady } = await import("@remix-run/node");
    await broadcastDevReady(build).catch(() => undefined);
  });
}

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  lifecycle.beginShutdown(); // /readyz answers 503 from now on
  logEvent("info", "shutting down", { signal });
  // Bounded: a hung connection must not keep the process alive forever.
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  // 1. Readiness fails at once and every answer closes its connection, but the port stays open for
  //    SHUTDOWN_GRACE_MS, so a load balancer notices and stops sending before the listener closes
  //    (closing it earlier resets connections still waiting in the kernel's accept queue).
  // 2. Then stop accepting. http.Server.close() would also cut "idle" connections, among them ones
  //    just accepted whose request is on its way, so the plain net close is used, and connections
  //    are closed as they fall idle; requests in flight finish. The database closes last.
  await new Promise((resolve) => setTimeout(resolve, shutdownGraceMs));
  const drained = new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve(undefined)));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  clearInterval(idle);
  try {
    await lifecycle.shutdown();
  } catch (error) {
    logEvent("error", "shutdown error", { error: String(error) });
  }
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
