// @ts-check
/**
 * An in-process cache of public HTML pages (issue 16): a page the app answered with a `public`
 * Cache-Control, status 200 and no cookie is kept for `ttlMs` and served to the next anonymous
 * visitors without running the loaders or rendering React again. The content webhook clears it
 * (server.js hears every content change), so an edit shows at once.
 *
 * What differs between two anonymous answers of one URL is the CSP nonce: the stored page keeps
 * the nonce it was rendered with, and each answer gets its own (security-headers.js made it) in
 * the same places. Visitors with a session cookie, Remix data requests and anything but GET/HEAD
 * are never cached, nor answered from the cache.
 */

/**
 * Whether an answer is public: one any visitor, or a shared cache, may be given (its Cache-Control
 * starts with `public`). The page cache keeps only such pages; security-headers.js leaves
 * Cross-Origin-Opener-Policy off only such answers.
 * @param {import("node:http").ServerResponse} res
 */
export function isPublicAnswer(res) {
  return /^public\b/.test(String(res.getHeader("cache-control") ?? ""));
}

/**
 * @typedef {{ parts: Buffer[]; headers: [string, string][]; nonce: string; storedAt: number }} Entry
 * `parts` is the stored page cut at each occurrence of its nonce: an answer is the parts joined
 * with the answer's own nonce, with no text decoding or searching per hit (that was most of a
 * hit's CPU time on the 100 KB home page).
 * `personal` tells, from a request's Cookie header, that its answer is that visitor's own (a
 * session, a preview): such requests are never cached nor answered from the cache.
 * @param {{ personal: (cookieHeader: string | undefined) => boolean; ttlMs?: number; maxEntries?: number; maxBytes?: number; now?: () => number }} options
 */
export function pageCache(options) {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 200;
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  const now = options.now ?? Date.now;
  /** @type {Map<string, Entry>} */
  const entries = new Map();
  const KEPT_HEADERS = ["content-type", "cache-control", "vary", "link"];

  /** @param {import("express").Request} req */
  const eligible = (req) => (req.method === "GET" || req.method === "HEAD") && !req.originalUrl.includes("_data=") && !options.personal(req.headers.cookie);

  /** @type {import("express").RequestHandler & { clear: () => void; size: () => number }} */
  const middleware = Object.assign(
    /** @type {import("express").RequestHandler} */ (req, res, next) => {
      if (!eligible(req)) return next();
      const key = req.originalUrl;
      const nonce = String(res.locals.cspNonce ?? "");
      const hit = entries.get(key);
      if (hit && now() - hit.storedAt < ttlMs) {
        // Most recently used last, so the oldest is the one dropped when the cache is full.
        entries.delete(key);
        entries.set(key, hit);
        for (const [name, value] of hit.headers) res.setHeader(name, value);
        res.setHeader("X-Page-Cache", "HIT");
        const body = hit.parts.length === 1 ? hit.parts[0] : joinWith(hit.parts, Buffer.from(nonce || hit.nonce));
        res.status(200);
        if (req.method === "HEAD") res.end();
        else res.end(body);
        return;
      }
      if (hit) entries.delete(key);
      res.setHeader("X-Page-Cache", "MISS");
      if (req.method !== "GET") return next();

      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      let keep = true;
      const collect = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
        if (!keep || chunk === undefined || chunk === null || typeof chunk === "function") return;
        const buffer = Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(/** @type {string} */ (chunk), typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8");
        size += buffer.length;
        if (size > maxBytes) keep = false;
        else chunks.push(buffer);
      };
      const write = res.write.bind(res);
      const end = res.end.bind(res);
      res.write = /** @type {typeof res.write} */ (
        (chunk, encoding, callback) => {
          collect(chunk, encoding);
          return write(chunk, /** @type {any} */ (encoding), /** @type {any} */ (callback));
        }
      );
      res.end = /** @type {typeof res.end} */ (
        (chunk, encoding, callback) => {
          collect(chunk, encoding);
          return end(chunk, /** @type {any} */ (encoding), /** @type {any} */ (callback));
        }
      );
      res.on("finish", () => {
        const type = String(res.getHeader("content-type") ?? "");
        if (!keep || res.statusCode !== 200 || !isPublicAnswer(res) || res.getHeader("set-cookie") || !type.startsWith("text/html")) return;
        /** @type {[string, string][]} */
        const headers = [];
        for (const name of KEPT_HEADERS) {
          const value = res.getHeader(name);
          if (value !== undefined) headers.push([name, String(value)]);
        }
        entries.set(key, { parts: splitAt(Buffer.concat(chunks), nonce), headers, nonce, storedAt: now() });
        while (entries.size > maxEntries) entries.delete(/** @type {string} */ (entries.keys().next().value));
      });
      next();
    },
    { clear: () => entries.clear(), size: () => entries.size },
  );
  return middleware;
}

/**
 * The buffer cut at every occurrence of `separator` (the whole buffer when the separator is empty).
 *
 * @param {Buffer} buffer
 * @param {string} separator
 */
function splitAt(buffer, separator) {
  if (!separator) return [buffer];
  const needle = Buffer.from(separator);
  const parts = [];
  let from = 0;
  for (let at = buffer.indexOf(needle, from); at !== -1; at = buffer.indexOf(needle, from)) {
    parts.push(buffer.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(buffer.subarray(from));
  return parts;
}

/**
 * @param {Buffer[]} parts
 * @param {Buffer} separator
 */
function joinWith(parts, separator) {
  const pieces = [];
  for (const [i, part] of parts.entries()) {
    if (i > 0) pieces.push(separator);
    pieces.push(part);
  }
  return Buffer.concat(pieces);
}
