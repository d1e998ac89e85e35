import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { etagMatches, IMMUTABLE, parseAssetPath, textResponse } from "./asset-responses.server";

/*
 * File assets of the embedded dataset (audio demos, captions, PDFs):
 * /content/files/<projectId>/<dataset>/<id>.<ext>, streamed, with byte ranges for media seeking.
 */

const FILE_TYPES: Record<string, string> = {
  mp3: "audio/mpeg",
  ogg: "audio/ogg",
  opus: "audio/ogg",
  m4a: "audio/mp4",
  wav: "audio/wav",
  mp4: "video/mp4",
  webm: "video/webm",
  vtt: "text/vtt; charset=utf-8",
  pdf: "application/pdf",
};

const FILE_NAME = new RegExp(`^([A-Za-z0-9]{1,128})\\.(${Object.keys(FILE_TYPES).join("|")})$`);

export type ByteRange = { start: number; end: number } | "unsatisfiable" | null;

/**
 * One byte range from a Range header for a body of `size` bytes (end inclusive).
 * null: no usable single range (absent, malformed, or several ranges): answer the whole file.
 */
export function parseRange(header: string | null, size: number): ByteRange {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a, b] = m as unknown as [string, string, string];
  if (a === "" && b === "") return null;
  if (a === "") {
    // Suffix range: the last n bytes.
    const n = Number(b);
    if (n === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(a);
  if (start >= size) return "unsatisfiable";
  const end = b === "" ? size - 1 : Number(b);
  if (end < start) return null;
  return { start, end: Math.min(end, size - 1) };
}

/** The file route: `splat` is `<projectId>/<dataset>/<id>.<ext>`. */
export async function serveContentFile(request: Request, splat: string | undefined): Promise<Response> {
  const config = getConfig().content;
  if (config.mode !== "embedded") return textResponse(404, "Not found");
  const match = parseAssetPath(splat, config, FILE_NAME);
  if (!match) return textResponse(404, "Not found");
  const file = path.join(config.seedDir, "files", match[0]);
  let size: number;
  let mtime: Date;
  try {
    const s = await stat(file);
    if (!s.isFile()) return textResponse(404, "Not found");
    size = s.size;
    mtime = s.mtime;
  } catch {
    return textResponse(404, "Not found");
  }

  const etag = `"${match[1]}-${size.toString(16)}"`;
  const headers = new Headers({
    "Accept-Ranges": "bytes",
    "Cache-Control": IMMUTABLE,
    ETag: etag,
    "Last-Modified": mtime.toUTCString(),
    "X-Content-Type-Options": "nosniff",
  });
  if (etagMatches(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", FILE_TYPES[match[2]!]!);

  // If-Range: a range only applies to the representation the client already has.
  const ifRange = request.headers.get("If-Range");
  const range = ifRange && ifRange !== etag ? null : parseRange(request.headers.get("Range"), size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${size}`);
    headers.delete("Content-Type");
    return new Response(null, { status: 416, headers });
  }
  const start = range ? range.start : 0;
  const end = range ? range.end : size - 1;
  headers.set("Content-Length", String(size === 0 ? 0 : end - start + 1));
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
  const status = range ? 206 : 200;

  if (request.method === "HEAD" || size === 0) return new Response(null, { status, headers });
  const stream = createReadableStreamFromReadable(createReadStream(file, { start, end }));
  return new Response(stream, { status, headers });
}
