// @ts-check
import crypto from "node:crypto";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Assigns every request an id (kept from a trusted proxy's X-Request-Id, else new), echoes it in
 * the response, and writes one JSON line per finished request to stdout.
 *
 * @param {{ trustProxy: boolean; log: boolean; write?: (line: string) => void }} options
 * @returns {import("express").RequestHandler}
 */
export function requestLog(options) {
  const write = options.write ?? ((line) => process.stdout.write(line + "\n"));
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId =
      options.trustProxy && incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    if (!options.log) return next();
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level: res.statusCode >= 500 ? "error" : "info",
          msg: "request",
          requestId,
          method: req.method,
          path: req.originalUrl.split("?")[0],
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          bytes: Number(res.getHeader("content-length")) || undefined,
          userAgent: req.get("user-agent"),
        }),
      );
    });
    next();
  };
}

/** @param {string} msg @param {Record<string, unknown>} [fields] */
export function logEvent(msg, fields = {}, level = "info") {
  process.stdout.write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }) + "\n");
}
