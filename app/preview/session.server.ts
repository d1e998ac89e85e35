/**
 * The preview session (issue 18): a signed cookie set only after a valid preview-URL secret, and the
 * per-request scope that tells content.server.ts to read drafts. The scope is opened once per request
 * by server.js around the Remix handler (`withPreviewScope`), so loaders stay as they are and a
 * visitor's request can never run in an editor's scope.
 */
import { getConfig } from "~/config.server";
import { draftsPerspective, inDraftsPerspective } from "~/content/content.server";
import { hasValidSignature, signatureOf } from "~/security/signing-keys.server";
import { previewCookieName, readCookie, removeCookie, writeCookie, type CookieOptions } from "~/http/cookies.server";
/** How long one entry through the Studio lasts. */
export const PREVIEW_SESSION_MS = 8 * 60 * 60 * 1000;

export interface PreviewState {
  /** The Studio the edit links point to. */
  studioUrl: string;
}

const signed = (expiresAt: number) => `preview:${expiresAt}`;

/** The cookie value of a session that ends at `expiresAt` (ms since the epoch). */
export function previewCookieValue(expiresAt: number): string {
  return `${expiresAt}.${signatureOf("preview-session", signed(expiresAt))}`;
}

/** True when `value` is a cookie this site signed and its session has not ended. */
export function isValidPreviewCookie(value: string | undefined, now = Date.now()): boolean {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(value ?? "");
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (!(expiresAt > now) || expiresAt > now + PREVIEW_SESSION_MS) return false;
  return hasValidSignature("preview-session", signed(expiresAt), match[2]!);
}

/** The preview state of a request from its Cookie header; undefined for every visitor. */
export function previewFromCookies(cookieHeader: string | null | undefined): PreviewState | undefined {
  if (!isValidPreviewCookie(readCookie(cookieHeader, previewCookieName()))) return undefined;
  return { studioUrl: getConfig().content.studioUrl };
}

/** Runs `handle` (one request) in the drafts perspective when its cookies open a preview session. */
export function withPreviewScope<T>(cookieHeader: string | null | undefined, handle: () => T): T {
  const state = previewFromCookies(cookieHeader);
  return state ? inDraftsPerspective(state, handle) : handle();
}

/** The preview state of the request being handled (undefined outside a preview session). */
export function currentPreview(): PreviewState | undefined {
  return draftsPerspective();
}

/**
 * Inside the Studio the site is framed from another site, so over https the cookie is
 * SameSite=None, Secure and Partitioned (its own jar per top-level site); Lax over plain http.
 */
function attributes(): CookieOptions {
  return { httpOnly: true, sameSite: getConfig().auth.secureCookies ? "none" : "lax", partitioned: true };
}

/** Set-Cookie starting a session. */
export function startPreviewCookie(now = Date.now()): string {
  return writeCookie(previewCookieName(), previewCookieValue(now + PREVIEW_SESSION_MS), { ...attributes(), maxAge: PREVIEW_SESSION_MS / 1000 });
}

/** Set-Cookie ending the session. */
export function endPreviewCookie(): string {
  return removeCookie(previewCookieName(), attributes());
}
