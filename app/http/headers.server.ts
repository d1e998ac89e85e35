/**
 * Answer headers from several sources, merged the one way (the Epic Stack's `combineHeaders`):
 * every Set-Cookie kept (a loader's session cookie and an action's CSRF cookie both reach the
 * browser), every other header set by the later source. Features pass cookies and policies here
 * and never write a header by hand.
 */

type Source = HeadersInit | null | undefined;

export function combineHeaders(...sources: Source[]): Headers {
  const combined = new Headers();
  for (const source of sources) {
    if (!source) continue;
    for (const [name, value] of new Headers(source).entries()) {
      if (name === "set-cookie") continue;
      combined.set(name, value);
    }
    for (const cookie of new Headers(source).getSetCookie()) combined.append("Set-Cookie", cookie);
  }
  return combined;
}

/**
 * A page's `headers` export: its own policy, every cookie its loader and action set, and the
 * action's Retry-After (a refused post says when to come back).
 */
export function documentHeaders(policy: HeadersInit, { loaderHeaders, actionHeaders }: { loaderHeaders: Headers; actionHeaders: Headers }): Headers {
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return combineHeaders(
    policy,
    cookieHeaders(...loaderHeaders.getSetCookie(), ...actionHeaders.getSetCookie()),
    retryAfter ? { "Retry-After": retryAfter } : null,
  );
}

/** Headers that hand these cookies (Set-Cookie values from http/cookies.server.ts) to the browser. */
export function cookieHeaders(...cookies: (string | null | undefined)[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) if (cookie) headers.append("Set-Cookie", cookie);
  return headers;
}
