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

/** Headers that hand these cookies (Set-Cookie values from http/cookies.server.ts) to the browser. */
export function cookieHeaders(...cookies: (string | null | undefined)[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) if (cookie) headers.append("Set-Cookie", cookie);
  return headers;
}
