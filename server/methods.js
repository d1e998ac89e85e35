// @ts-check
/**
 * Methods the site serves at all. Anything else (TRACE, CONNECT, PROPFIND...) is answered 405 here,
 * before it reaches Remix, whose Request constructor refuses some of them with an exception.
 * Routes answer 405 themselves for the methods of this list that they do not serve. Request targets
 * that are not a path (`OPTIONS *`, an absolute URL) are refused here too.
 */
const SERVED = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * @param {(status: number, method?: string) => string} wording the error catalogue's text for a status
 * @returns {import("express").RequestHandler}
 */
export function refuseUnservedMethods(wording) {
  return (req, res, next) => {
    const refuse = (status, error, headers = {}) =>
      res
        .status(status)
        .set({ "Cache-Control": "no-store", "Content-Type": "application/json; charset=utf-8", ...headers })
        .send(JSON.stringify({ success: false, error }));
    if (!SERVED.has(req.method)) return refuse(405, wording(405, req.method), { Allow: "GET, HEAD, POST" });
    // Only origin-form targets ("/path?query"): not "*", and not an absolute URL naming another host.
    if (!req.url.startsWith("/")) return refuse(400, wording(400));
    next();
  };
}
