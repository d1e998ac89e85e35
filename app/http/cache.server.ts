/**
 * Cache-Control for HTML pages (DESIGN.md §4 freshness). Anonymous pages may be shared by a CDN
 * for a minute and served stale while it revalidates; a visitor with a session cookie gets a
 * private answer because the header shows their login state.
 */
import { hasSessionCookie } from "./cookies.server";
import { combineHeaders, cookieHeaders, documentHeaders } from "./headers.server";

/** A draft is for the editor who asked: no cache anywhere keeps a preview answer. */
export const PREVIEW_CACHE_CONTROL = "private, no-store";

export function pageCacheControl(request: Request, status: number): string {
  if (status >= 400) return "no-store";
  if (hasSessionCookie(request.headers.get("cookie"))) return "private, no-cache";
  return "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
}

/** Public content a page fetches after loading (JSON): cached as its page is, never in an editor's preview. */
export function contentCacheControl(request: Request, inPreview: boolean): string {
  return inPreview ? PREVIEW_CACHE_CONTROL : pageCacheControl(request, 200);
}

/**
 * Headers of a page whose HTML carries a per-visitor token (the CSRF token of its plain forms):
 * private, so no shared cache keeps it, and the CSRF cookie when the loader just created it.
 */
export function privatePageHeaders(...setCookies: (string | null | undefined)[]): Headers {
  return combineHeaders({ "Cache-Control": "private, no-cache" }, cookieHeaders(...setCookies));
}

/**
 * The `headers` export of such a page: private, with the cookies its loader or action set, and the
 * action's Retry-After (a refused post says when to come back, issue 41).
 */
export function privatePageHeadersExport(parts: { loaderHeaders: Headers; actionHeaders: Headers }): Headers {
  return documentHeaders({ "Cache-Control": "private, no-cache" }, parts);
}

/** Never stored anywhere (a page with a secret of the visitor's: an API key, a reset token), with these cookies. */
export function noStoreHeaders(...setCookies: (string | null | undefined)[]): Headers {
  return combineHeaders({ "Cache-Control": "no-store" }, cookieHeaders(...setCookies));
}
