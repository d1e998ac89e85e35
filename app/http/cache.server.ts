/**
 * Cache-Control for HTML pages (DESIGN.md §4 freshness). Anonymous pages may be shared by a CDN
 * for a minute and served stale while it revalidates; a visitor with a session cookie gets a
 * private answer because the header shows their login state.
 */
export const SESSION_COOKIE_NAMES = ["__Host-session", "session"];

export function pageCacheControl(request: Request, status: number): string {
  if (status >= 400) return "no-store";
  const cookie = request.headers.get("cookie") ?? "";
  const hasSession = SESSION_COOKIE_NAMES.some((name) => new RegExp(`(?:^|;\\s*)${name}=`).test(cookie));
  if (hasSession) return "private, no-cache";
  return "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
}
