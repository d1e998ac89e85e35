/**
 * Redirect targets taken from a request (a Referer, a `redirectTo` field) must stay on this site.
 * The candidate is parsed as a URL against the site's origin; only a same-origin result is kept,
 * and only as a path. A path that a browser would read as another host — `//host`, `/\host`, and
 * every spelling the URL parser turns into one (tabs, newlines, backslashes, mixed) — is refused.
 */
export function sameOriginPath(candidate: string | null | undefined, origin: string, fallback = "/"): string {
  if (!candidate || candidate.length > 2048) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  const path = url.pathname + url.search;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}
