/**
 * CSRF protection (DESIGN §5): a `csrftoken` cookie whose value must come back in the
 * `X-CSRFToken` header (or a hidden `csrftoken` form field), plus an Origin / Sec-Fetch-Site check.
 * The cookie is readable by scripts on purpose: the client copies it into the header (SPEC §7).
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { getConfig } from "~/config.server";
import { type Fields } from "~/http/request.server";
import { AppError } from "~/http/app-error";
import { CSRF_COOKIE, readCookie, writeCookie } from "~/http/cookies.server";

const CSRF_HEADER = "X-CSRFToken";
const CSRF_FIELD = "csrftoken";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The request's valid token, if it has one. */
export function existingCsrfToken(request: Request): string | undefined {
  const token = readCookie(request, CSRF_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

function csrfCookieHeader(token: string): string {
  // One year: the token only needs to be unpredictable to other sites, not short-lived.
  return writeCookie(CSRF_COOKIE, token, { maxAge: 31_536_000 });
}

/** The token to embed in a form; `setCookie` is set when the browser has none yet. */
export function ensureCsrfToken(request: Request): { token: string; setCookie?: string } {
  const existing = existingCsrfToken(request);
  if (existing) return { token: existing };
  const token = randomBytes(32).toString("base64url");
  return { token, setCookie: csrfCookieHeader(token) };
}

function sameValue(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function originAllowed(request: Request, origin: string): boolean {
  if (origin === getConfig().publicOrigin) return true;
  // The origin the request was addressed to (Host header): a cross-site page cannot forge both.
  return origin === new URL(request.url).origin;
}

function refererAllowed(request: Request): boolean {
  const referer = request.headers.get("referer");
  if (referer === null) return true;
  try {
    return originAllowed(request, new URL(referer).origin);
  } catch {
    return false;
  }
}

/**
 * Throws a 403 AppError when the browser's own headers say the request comes from another site:
 * a foreign or opaque Origin, a cross-site Sec-Fetch-Site, or (without Origin) a foreign Referer.
 * A request without any of them (a script, an old client) passes: the token or key decides.
 */
export function verifySameSite(request: Request, message = "CSRF check failed: the request came from another site"): void {
  const origin = request.headers.get("origin");
  if (origin && (origin === "null" || !originAllowed(request, origin))) throw new AppError(403, message);
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw new AppError(403, message);
  // No Origin (older browsers, some same-origin requests): the Referer, when there is one, must be
  // this site's; a missing Referer is left to the token (OWASP's order of checks).
  if (!origin && !refererAllowed(request)) throw new AppError(403, message);
}

/**
 * Throws a 403 AppError unless the state-changing request is same-origin and carries the token.
 * `fields` are the already-parsed body fields, for the hidden form field of plain HTML forms.
 * `sameOriginFormPost`: a plain form on a public (cached) page, which cannot carry a per-visitor
 * token; the browser's own headers must then prove it: an Origin of this site, and Sec-Fetch-Site
 * same-origin when the browser sends it (decision 0028).
 */
export function verifyCsrf(request: Request, fields?: Fields, options: { evenForGet?: boolean; sameOriginFormPost?: boolean } = {}): void {
  if (SAFE_METHODS.has(request.method.toUpperCase()) && !options.evenForGet) return;
  const origin = request.headers.get("origin");
  if (origin === "null") throw new AppError(403, "CSRF check failed: the request came from an opaque origin");
  verifySameSite(request);
  const site = request.headers.get("sec-fetch-site");
  if (options.sameOriginFormPost && origin && (!site || site === "same-origin")) return;
  const cookie = existingCsrfToken(request);
  if (!cookie) {
    throw new AppError(403, "CSRF check failed: the csrftoken cookie is missing; GET /api/auth/csrf_cookie first");
  }
  const field = fields?.[CSRF_FIELD];
  const sent = request.headers.get(CSRF_HEADER) ?? (typeof field === "string" ? field : undefined);
  if (!sent) throw new AppError(403, "CSRF check failed: send the csrftoken cookie's value in the X-CSRFToken header");
  if (!sameValue(sent, cookie)) throw new AppError(403, "CSRF check failed: the CSRF token does not match");
}
