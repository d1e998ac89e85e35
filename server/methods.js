// @ts-check
/**
 * Methods the site serves at all. Anything else (TRACE, CONNECT, PROPFIND...) is answered 405 here,
 * before it reaches Remix, whose Request constructor refuses some of them with an exception.
 * Routes answer 405 themselves for the methods of this list that they do not serve.
 */
const SERVED = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** @returns {import("express").RequestHandler} */
export function refuseUnservedMethods() {
  return (req, res, next) => {
    if (SERVED.has(req.method)) return next();
    res
      .status(405)
      .set({ Allow: "GET, HEAD, POST", "Cache-Control": "no-store", "Content-Type": "application/json; charset=utf-8" })
      .send(JSON.stringify({ success: false, error: `Method ${req.method} is not allowed` }));
  };
}
