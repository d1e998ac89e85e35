/**
 * The site's cookies in one place: their names, how a request's Cookie header is read, and how a
 * Set-Cookie header is written (the `cookie` package, as Express and Remix use it). Features ask
 * here: the session (auth/session.server.ts), the CSRF token (security/csrf.server.ts) and the
 * editor's preview (preview/session.server.ts); server.js gets `hasSessionCookie` and
 * `hasPreviewCookie` from the build for the page cache and the framing policy.
 *
 * Values are the site's own tokens (base64url, digits and dots), written and read as they are: no
 * URL encoding, so a client that copies the CSRF cookie into its header (SPEC §7) sends it back
 * unchanged. Remix's `createCookie` would wrap each value in base64 JSON, which SPEC's clients do not
 * expect, so it is not used.
 */
import { parse, serialize } from "cookie";
import { getConfig } from "~/config.server";

/** Readable by scripts on purpose: the client copies it into the X-CSRFToken header (SPEC §7). */
export const CSRF_COOKIE = "csrftoken";
/** `__Host-` names when cookies are Secure (an https origin), the plain names over http. */
const SESSION_COOKIE_NAMES = ["__Host-session", "session"] as const;
const PREVIEW_COOKIE_NAMES = ["__Host-preview", "preview"] as const;

export const sessionCookieName = () => SESSION_COOKIE_NAMES[getConfig().auth.secureCookies ? 0 : 1];
export const previewCookieName = () => PREVIEW_COOKIE_NAMES[getConfig().auth.secureCookies ? 0 : 1];

const asIs = (value: string) => value;

/** The value of cookie `name` in a request (or a Cookie header); the first one when sent twice. */
export function readCookie(source: Request | string | null | undefined, name: string): string | undefined {
  const header = source instanceof Request ? source.headers.get("cookie") : source;
  if (!header) return undefined;
  return parse(header, { decode: asIs })[name];
}

function hasAny(header: string | null | undefined, names: readonly string[]): boolean {
  if (!header) return false;
  const cookies = parse(header, { decode: asIs });
  return names.some((name) => cookies[name] !== undefined);
}

/** True when the Cookie header holds a session cookie (valid or not): the answer is that visitor's. */
export const hasSessionCookie = (header: string | null | undefined) => hasAny(header, SESSION_COOKIE_NAMES);
/** True when the Cookie header holds a preview cookie (valid or not). */
export const hasPreviewCookie = (header: string | null | undefined) => hasAny(header, PREVIEW_COOKIE_NAMES);

export interface CookieOptions {
  /** Seconds; without it the cookie lasts the browser session. 0 removes the cookie. */
  maxAge?: number;
  httpOnly?: boolean;
  sameSite?: "lax" | "none";
  /** Partitioned (CHIPS): a framed site's cookie in a jar of its own per top-level site. */
  partitioned?: boolean;
}

/** A Set-Cookie header for the whole site; Secure whenever the public origin is https. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const secure = getConfig().auth.secureCookies;
  return serialize(name, value, {
    encode: asIs,
    path: "/",
    maxAge: options.maxAge,
    httpOnly: options.httpOnly,
    secure: secure || options.sameSite === "none",
    partitioned: options.partitioned && secure,
    sameSite: options.sameSite ?? "lax",
  });
}

/** A Set-Cookie header that removes cookie `name` (same attributes it was written with). */
export function removeCookie(name: string, options: Omit<CookieOptions, "maxAge"> = {}): string {
  return writeCookie(name, "", { ...options, maxAge: 0 });
}
