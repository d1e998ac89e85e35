// @ts-check
import crypto from "node:crypto";
import { isPublicAnswer } from "./page-cache.js";

/**
 * Security headers of DESIGN.md §6. The CSP is enforced (not report-only) and carries a fresh
 * nonce per request; Remix's inline scripts receive the same nonce through the load context.
 *
 * Pages may be framed by nobody, except by the Studio's Presentation tool (`studioOrigin`) for an
 * editor in a preview session (a preview cookie, or on the way in through /api/preview-mode/).
 *
 * @param {{ isProduction: boolean; publicOrigin: string; devServerOrigin?: string; studioOrigin?: string; hasPreviewCookie?: (cookieHeader: string | undefined) => boolean }} options
 * @returns {import("express").RequestHandler}
 */
export function securityHeaders(options) {
  const https = options.publicOrigin.startsWith("https://");
  /** @param {import("express").Request} req */
  const framedByStudio = (req) =>
    Boolean(options.studioOrigin) && (req.path.startsWith("/api/preview-mode/") || Boolean(options.hasPreviewCookie?.(req.headers.cookie)));
  /**
   * The headers of a document (a page, an API answer, an error): framing, referrer, permissions.
   * @param {import("express").Response} res
   * @param {string} csp
   * @param {string | undefined} framer
   */
  const documentHeaders = (res, csp, framer) => {
    res.setHeader("Content-Security-Policy", csp);
    // The microphone is used by the voice demo on this site only; nothing else is granted.
    res.setHeader("Permissions-Policy", "microphone=(self), camera=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    if (!framer) res.setHeader("X-Frame-Options", "DENY");
  };
  /**
   * Runs `beforeHead(status)` just before the status line and headers go out, once the handler has
   * set its own headers (Cache-Control, the status).
   * @param {import("express").Response} res
   * @param {(status: number) => void} beforeHead
   */
  const whenHeadGoesOut = (res, beforeHead) => {
    const writeHead = res.writeHead;
    res.writeHead = /** @type {typeof res.writeHead} */ (
      function (/** @type {any[]} */ ...args) {
        beforeHead(typeof args[0] === "number" ? args[0] : res.statusCode);
        return writeHead.apply(res, /** @type {any} */ (args));
      }
    );
  };
  /**
   * Cross-Origin-Opener-Policy on every answer that is not public (decision 0042): a session's
   * page, a form's CSRF token, a preview, an error. A public answer is the one any visitor or a CDN
   * gets, so a cross-origin opener has nothing to learn from it, while COOP puts the page in a new
   * browsing context group: Chromium swaps the renderer process on the way to the first paint.
   * @param {import("express").Response} res
   */
  const openerPolicyUnlessPublic = (res) => {
    if (!isPublicAnswer(res)) res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  };
  return (req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (options.isProduction && https) {
      res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
    // Fingerprinted scripts and styles are not documents: the document headers (about 1.2 KB with
    // the CSP) would only weigh on every one of them (issue 16). An answer under /build/ that is
    // not a build file (a 404, an error) is a document again, and gets them, with a CSP that
    // allows nothing.
    if (req.path.startsWith("/build/")) {
      res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
      whenHeadGoesOut(res, (status) => {
        if (status < 400) return;
        documentHeaders(res, "default-src 'none'; frame-ancestors 'none'", undefined);
        openerPolicyUnlessPublic(res);
      });
      return next();
    }
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const framer = framedByStudio(req) ? options.studioOrigin : undefined;
    documentHeaders(res, contentSecurityPolicy(nonce, { ...options, https, framer }), framer);
    whenHeadGoesOut(res, () => openerPolicyUnlessPublic(res));
    next();
  };
}

/**
 * @param {string} nonce
 * @param {{ isProduction: boolean; https: boolean; devServerOrigin?: string; framer?: string }} options
 */
export function contentSecurityPolicy(nonce, options) {
  const connect = ["'self'"];
  if (!options.isProduction && options.devServerOrigin) connect.push(options.devServerOrigin.replace(/^http/, "ws"));
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    "style-src": ["'self'", `'nonce-${nonce}'`],
    "img-src": ["'self'", "data:", "blob:", "https://cdn.sanity.io"],
    "media-src": ["'self'", "blob:", "https://cdn.sanity.io"],
    "font-src": ["'self'"],
    "connect-src": connect,
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": options.framer ? ["'self'", options.framer] : ["'none'"],
    "worker-src": ["'self'", "blob:"],
  };
  const parts = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (options.https) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}
