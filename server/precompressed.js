// @ts-check
import fs from "node:fs";
import path from "node:path";
import express from "express";

/** What `scripts/build/precompress.mjs` writes next to a build file, best first. */
const ENCODINGS = /** @type {const} */ ([
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
]);

const TYPES = { ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" };

/**
 * Picks the best of `br` and `gzip` the request accepts (RFC 9110 §12.5.3: a q of 0 refuses, `*`
 * stands for any coding not named), or undefined.
 *
 * @param {string | undefined} header
 * @returns {"br" | "gzip" | undefined}
 */
export function acceptedEncoding(header) {
  if (!header) return undefined;
  /** @type {Map<string, number>} */
  const q = new Map();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const weight = (/** @type {string} */ name) => q.get(name) ?? q.get("*") ?? 0;
  let best;
  for (const { name } of ENCODINGS) {
    if (weight(name) > 0 && (!best || weight(name) > weight(best))) best = name;
  }
  return best;
}

/**
 * Serves the build's precompressed twins (`app.js.br`, `app.js.gz`, written at build time with
 * brotli 11 / gzip 9) instead of compressing on every request: it rewrites the URL to the twin and
 * lets the static handler that follows send it (caching and 404 stay its job), with the
 * original file's type and a Content-Encoding, which also makes `compression()` leave it alone.
 * Requests for files without a twin (or that accept neither coding) pass through unchanged.
 *
 * @param {string} root the folder the static handler serves (public/build)
 * @returns {import("express").RequestHandler}
 */
function precompressed(root) {
  const base = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const ext = path.extname(req.path);
    const type = TYPES[/** @type {keyof typeof TYPES} */ (ext)];
    if (!type) return next();
    res.vary("Accept-Encoding");
    const encoding = acceptedEncoding(req.get("accept-encoding"));
    if (!encoding) return next();
    let file;
    try {
      file = path.join(base, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!file.startsWith(base + path.sep)) return next();
    const suffix = ENCODINGS.find((e) => e.name === encoding)?.suffix ?? "";
    fs.stat(file + suffix, (error, stat) => {
      if (error || !stat.isFile()) return next();
      const query = req.url.slice(req.path.length);
      req.url = req.path + suffix + query;
      res.locals.precompressed = { encoding, type };
      next();
    });
  };
}

/**
 * `setHeaders` of the static handler: the type and coding of a twin chosen by `precompressed`.
 *
 * @param {import("express").Response} res
 */
function precompressedHeaders(res) {
  const chosen = /** @type {{ encoding: string; type: string } | undefined} */ (res.locals.precompressed);
  if (!chosen) return;
  res.setHeader("Content-Type", chosen.type);
  res.setHeader("Content-Encoding", chosen.encoding);
}

/**
 * The fingerprinted build folder (`/build`): the precompressed twins, then the files themselves,
 * cached for a year and never revalidated. A file never changes under its name, so the validators
 * (ETag, Last-Modified) and range support would only add ~100 bytes to each of the ~20 scripts a
 * first visit loads (issue 16: HTTP/1.1 sends headers uncompressed).
 *
 * @param {string} root the build's browser folder (public/build)
 * @returns {import("express").RequestHandler[]}
 */
export function buildAssets(root) {
  return [
    precompressed(root),
    express.static(root, {
      immutable: true,
      maxAge: "1y",
      index: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: precompressedHeaders,
    }),
  ];
}
