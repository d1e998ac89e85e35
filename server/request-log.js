// @ts-check
import crypto from "node:crypto";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Assigns every request an id (kept from a trusted proxy's X-Request-Id, else new), echoes it in
 * the response, and logs one line per finished request through `log` (the app's logEvent, so
 * requests and events share one format); without `log`, nothing is logged.
 *
 * @param {{ trustProxy: boolean; log?: (level: "info" | "error", msg: string, fields: Record<string, unknown>) => void }} options
 * @returns {import("express").RequestHandler}
 */
export function requestLog(options) {
  const log = options.log;
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = options.trustProxy && incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    if (!log) return next();
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log(res.statusCode >= 500 ? "error" : "info", "request", {
        requestId,
        method: req.method,
        path: req.originalUrl.split("?")[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        bytes: Number(res.getHeader("content-length")) || undefined,
        userAgent: req.get("user-agent"),
      });
    });
    next();
  };
}
