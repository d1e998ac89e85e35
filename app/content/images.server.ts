import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { recordCacheWrite } from "./image-cache.server";
import path from "node:path";
import sharp, { type Color } from "sharp";
import { getConfig } from "~/config.server";
import { bufferBody, etagMatches, IMMUTABLE, parseAssetPath, textResponse } from "./asset-responses.server";
import { logWarning } from "~/log.server";
import { IMAGE_REQUEST_POLICY } from "./image";

/*
 * Local stand-in for Sanity's image CDN, for the embedded dataset:
 * /content/images/<projectId>/<dataset>/<id>-<w>x<h>.<ext>?w=&h=&fit=&fm=&auto=&q=&dpr=&rect=&crop=&fp-x=&fp-y=&bg=
 * Results are cached on disk; asset names are content hashes, so every URL is immutable.
 */

const IMAGE_NAME = /^([A-Za-z0-9]{1,128})-(\d{1,5})x(\d{1,5})\.(jpg|jpeg|png|webp|gif|avif|tiff?|svg)$/;

/** Largest output side, and largest input (pixels) sharp is allowed to decode. */
const MAX_OUTPUT_SIDE = 4096;
const MAX_INPUT_PIXELS = 50_000_000;
const MAX_REQUEST_SIDE = 8192;

const FITS = ["clip", "crop", "fill", "fillmax", "max", "min", "scale"] as const;
const FORMATS = ["jpg", "pjpg", "png", "webp", "avif"] as const;
const CROPS = ["top", "bottom", "left", "right", "center", "focalpoint", "entropy"] as const;

type Fit = (typeof FITS)[number];
type OutputFormat = (typeof FORMATS)[number] | "gif";

export interface ImageParams {
  w?: number;
  h?: number;
  fit: Fit;
  fm?: (typeof FORMATS)[number];
  autoFormat: boolean;
  q?: number;
  dpr: number;
  rect?: { left: number; top: number; width: number; height: number };
  crop: string[];
  fpX?: number;
  fpY?: number;
  bg?: string;
}

const CONTENT_TYPES: Record<OutputFormat | "svg", string> = {
  jpg: "image/jpeg",
  pjpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  svg: "image/svg+xml",
};

function intParam(raw: string, name: string, min: number, max: number): number | string {
  if (!/^\d{1,6}$/.test(raw)) return `${name} must be a whole number`;
  const n = Number(raw);
  return n < min || n > max ? `${name} must be between ${min} and ${max}` : n;
}

function numParam(raw: string, name: string, min: number, max: number): number | string {
  if (!/^\d+(\.\d+)?$/.test(raw)) return `${name} must be a number`;
  const n = Number(raw);
  return n < min || n > max ? `${name} must be between ${min} and ${max}` : n;
}

/** Validates the CDN parameters; a string result is the 400 message. */
export function parseImageParams(search: URLSearchParams): ImageParams | string {
  const p: ImageParams = { fit: "clip", autoFormat: false, dpr: 1, crop: [] };
  for (const [key, raw] of search) {
    switch (key) {
      case "w":
      case "h": {
        const n = intParam(raw, key, 1, MAX_REQUEST_SIDE);
        if (typeof n === "string") return n;
        p[key] = n;
        break;
      }
      case "q": {
        const n = intParam(raw, "q", 1, 100);
        if (typeof n === "string") return n;
        p.q = n;
        break;
      }
      case "dpr": {
        const n = numParam(raw, "dpr", 1, 3);
        if (typeof n === "string") return n;
        p.dpr = n;
        break;
      }
      case "fit":
        if (!(FITS as readonly string[]).includes(raw)) return `fit must be one of ${FITS.join(", ")}`;
        p.fit = raw as Fit;
        break;
      case "fm":
        if (!(FORMATS as readonly string[]).includes(raw)) return `fm must be one of ${FORMATS.join(", ")}`;
        p.fm = raw as ImageParams["fm"];
        break;
      case "auto":
        if (raw !== "format") return "auto must be format";
        p.autoFormat = true;
        break;
      case "rect": {
        const m = /^(\d{1,5}),(\d{1,5}),(\d{1,5}),(\d{1,5})$/.exec(raw);
        if (!m || m[3] === "0" || m[4] === "0") return "rect must be left,top,width,height";
        const [left, top, width, height] = m.slice(1).map(Number) as [number, number, number, number];
        p.rect = { left, top, width, height };
        break;
      }
      case "crop": {
        const parts = raw.split(",");
        if (!parts.every((c) => (CROPS as readonly string[]).includes(c))) {
          return `crop must be a list of ${CROPS.join(", ")}`;
        }
        p.crop = [...new Set(parts)].sort();
        break;
      }
      case "fp-x":
      case "fp-y": {
        const n = numParam(raw, key, 0, 1);
        if (typeof n === "string") return n;
        if (key === "fp-x") p.fpX = n;
        else p.fpY = n;
        break;
      }
      case "bg":
        if (!/^([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(raw)) return "bg must be a hex colour";
        p.bg = raw.toLowerCase();
        break;
      default:
        // Other CDN parameters (blur, sharp, flip, dl...) are not used by the app: ignored.
        break;
    }
  }
  return p;
}

/**
 * What the site itself asks for (IMAGE_REQUEST_POLICY, shared with the URL builders): any other
 * parameter, fit, format, quality or size is refused, so one URL cannot cost a minute of CPU.
 * A string result is the 400 message.
 */
function checkSitePolicy(search: URLSearchParams, p: ImageParams): string | null {
  const policy = IMAGE_REQUEST_POLICY;
  for (const key of search.keys()) {
    if (!(policy.parameters as readonly string[]).includes(key)) return `The image parameter ${key} is not served here`;
  }
  if ((p.w !== undefined || p.h !== undefined) && !(policy.fits as readonly string[]).includes(p.fit)) {
    return `fit must be one of ${policy.fits.join(", ")}`;
  }
  if (p.fm && !(policy.formats as readonly string[]).includes(p.fm)) return `fm must be one of ${policy.formats.join(", ")}`;
  if ((p.w ?? 0) > policy.maxWidth || (p.h ?? 0) > policy.maxWidth) return `w and h must be at most ${policy.maxWidth}`;
  if (p.dpr > policy.maxDpr) return `dpr must be at most ${policy.maxDpr}`;
  if (p.fit === "crop" && p.w !== undefined && p.h !== undefined && p.w * p.h * p.dpr * p.dpr > policy.maxCropPixels) {
    return "The cropped image is too large";
  }
  return null;
}

/** Sanity's bg is RGB, RRGGBB or AARRGGBB. */
function background(bg: string | undefined, opaque: boolean): Color {
  if (!bg) return opaque ? "#ffffff" : { r: 255, g: 255, b: 255, alpha: 0 };
  if (bg.length === 8) {
    const alpha = parseInt(bg.slice(0, 2), 16) / 255;
    return { ...hexRgb(bg.slice(2)), alpha: opaque ? 1 : alpha };
  }
  return `#${bg}`;
}

function hexRgb(hex: string): { r: number; g: number; b: number } {
  return {
    r: parseInt(hex.slice(0, 2), 16),
    g: parseInt(hex.slice(2, 4), 16),
    b: parseInt(hex.slice(4, 6), 16),
  };
}

function acceptsWebp(accept: string | null): boolean {
  return (accept ?? "").split(",").some((part) => {
    const [type, ...opts] = part.trim().split(";");
    if (type?.trim() !== "image/webp") return false;
    const q = opts.map((o) => o.trim()).find((o) => o.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

function sourceFormat(ext: string): OutputFormat {
  switch (ext) {
    case "jpg":
    case "jpeg":
    case "tif":
    case "tiff":
      return "jpg";
    case "webp":
    case "avif":
    case "gif":
      return ext;
    default:
      return "png";
  }
}

function sharpPosition(crop: string[]): string | number {
  if (crop.includes("entropy")) return sharp.strategy.entropy;
  const v = crop.includes("top") ? "top" : crop.includes("bottom") ? "bottom" : "";
  const h = crop.includes("left") ? "left" : crop.includes("right") ? "right" : "";
  return [h, v].filter(Boolean).join(" ") || "centre";
}

/** Decodes, crops, resizes and encodes one image. */
async function transform(file: string, p: ImageParams, out: OutputFormat): Promise<Buffer> {
  let img = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true, animated: false }).timeout({
    seconds: TRANSFORM_TIMEOUT_SECONDS,
  });
  const meta = await img.metadata();
  let srcW = meta.autoOrient?.width ?? meta.width ?? 0;
  let srcH = meta.autoOrient?.height ?? meta.height ?? 0;

  if (p.rect) {
    // Clamp to the image like the CDN does; crop happens before any resize.
    const left = Math.min(p.rect.left, srcW - 1);
    const top = Math.min(p.rect.top, srcH - 1);
    const width = Math.min(p.rect.width, srcW - left);
    const height = Math.min(p.rect.height, srcH - top);
    img = img.extract({ left, top, width, height });
    srcW = width;
    srcH = height;
  }

  const opaque = out === "jpg" || out === "pjpg";
  const bg = background(p.bg, opaque);
  let W = p.w ? Math.round(p.w * p.dpr) : undefined;
  let H = p.h ? Math.round(p.h * p.dpr) : undefined;
  const over = Math.max(W ?? 0, H ?? 0) / MAX_OUTPUT_SIDE;
  if (over > 1) {
    // Keep the requested proportions while capping the larger side.
    W = W && Math.max(1, Math.round(W / over));
    H = H && Math.max(1, Math.round(H / over));
  }
  const noUpscale = p.fit === "max" || p.fit === "min" || p.fit === "fillmax";

  const cover = (bw: number, bh: number) => {
    const focal = p.crop.length === 0 || p.crop.includes("focalpoint");
    if (focal && p.fpX !== undefined && p.fpY !== undefined) {
      // Scale to cover the box, then cut the box centred on the focal point.
      const s = Math.max(bw / srcW, bh / srcH);
      const rw = Math.max(bw, Math.round(srcW * s));
      const rh = Math.max(bh, Math.round(srcH * s));
      const left = Math.min(Math.max(0, Math.round(p.fpX * rw - bw / 2)), rw - bw);
      const top = Math.min(Math.max(0, Math.round(p.fpY * rh - bh / 2)), rh - bh);
      img = img.resize(rw, rh, { fit: "fill" }).extract({ left, top, width: bw, height: bh });
    } else {
      img = img.resize(bw, bh, { fit: "cover", position: sharpPosition(p.crop) });
    }
  };

  if (W === undefined && H === undefined) {
    if (srcW > MAX_OUTPUT_SIDE || srcH > MAX_OUTPUT_SIDE) {
      img = img.resize(MAX_OUTPUT_SIDE, MAX_OUTPUT_SIDE, { fit: "inside" });
    }
  } else if (W === undefined || H === undefined) {
    // One side given: keep the aspect ratio; the other side is still capped.
    img = img.resize(W ?? MAX_OUTPUT_SIDE, H ?? MAX_OUTPUT_SIDE, {
      fit: "inside",
      withoutEnlargement: noUpscale,
    });
  } else {
    switch (p.fit) {
      case "clip":
        img = img.resize(W, H, { fit: "inside" });
        break;
      case "max":
        img = img.resize(W, H, { fit: "inside", withoutEnlargement: true });
        break;
      case "scale":
        img = img.resize(W, H, { fit: "fill" });
        break;
      case "fill":
        img = img.resize(W, H, { fit: "contain", background: bg });
        break;
      case "fillmax":
        if (srcW <= W && srcH <= H) {
          // Never upscale: pad the original to the box.
          const left = Math.floor((W - srcW) / 2);
          const top = Math.floor((H - srcH) / 2);
          img = img.extend({
            left,
            right: W - srcW - left,
            top,
            bottom: H - srcH - top,
            background: bg,
          });
        } else {
          img = img.resize(W, H, { fit: "contain", background: bg });
        }
        break;
      case "crop":
        cover(W, H);
        break;
      case "min": {
        // The box's aspect ratio, but never beyond the source size.
        const s = Math.min(1, srcW / W, srcH / H);
        cover(Math.max(1, Math.round(W * s)), Math.max(1, Math.round(H * s)));
        break;
      }
    }
  }

  switch (out) {
    case "jpg":
    case "pjpg":
      img = img.flatten({ background: bg }).jpeg({ quality: p.q ?? 75, progressive: out === "pjpg" });
      break;
    case "png":
      img = img.png();
      break;
    case "webp":
      img = img.webp({ quality: p.q ?? 75 });
      break;
    case "avif":
      img = img.avif({ quality: p.q ?? 50, effort: 2 });
      break;
    case "gif":
      img = img.gif();
      break;
  }
  return img.toBuffer();
}

const inflight = new Map<string, Promise<Buffer>>();

/*
 * Transforms are CPU-heavy: a burst of uncached URLs must not starve page rendering. One runs at a
 * time (libvips itself may use a second thread), a few wait, the rest are told to come back; each
 * has a time limit; and each client may cause only so many cache misses a minute. These counters
 * are per process: every instance protects its own CPU.
 */
const MAX_CONCURRENT_TRANSFORMS = 1;
const MAX_WAITING_TRANSFORMS = 8;
const TRANSFORM_TIMEOUT_SECONDS = 10;
const MISSES_PER_CLIENT_PER_MINUTE = 60;
let running = 0;
const waiting: (() => void)[] = [];

class TransformsBusy extends Error {}

async function withTransformSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_TRANSFORMS) {
    if (waiting.length >= MAX_WAITING_TRANSFORMS) throw new TransformsBusy();
    await new Promise<void>((r) => waiting.push(r));
  }
  running++;
  try {
    return await fn();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const missWindows = new Map<string, { start: number; count: number }>();

/** Counts a cache miss for `client`; false past the limit of this minute. */
function allowMiss(client: string, now = Date.now()): boolean {
  if (missWindows.size > 10_000) {
    for (const [key, w] of missWindows) if (now - w.start >= 60_000) missWindows.delete(key);
  }
  const window = missWindows.get(client);
  if (!window || now - window.start >= 60_000) {
    missWindows.set(client, { start: now, count: 1 });
    return true;
  }
  window.count++;
  return window.count <= MISSES_PER_CLIENT_PER_MINUTE;
}

class TooManyMisses extends Error {}

/** Transformed bytes from the disk cache, or made now and stored (temp file, then rename). */
async function cachedTransform(key: string, file: string, p: ImageParams, out: OutputFormat, client: string): Promise<Buffer> {
  const dir = path.join(getConfig().content.imageCacheDir, key.slice(0, 2));
  const target = path.join(dir, `${key}.${out}`);
  try {
    return await readFile(target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  let pending = inflight.get(key);
  if (!pending) {
    if (!allowMiss(client)) throw new TooManyMisses();
    pending = (async () => {
      const buf = await withTransformSlot(() => transform(file, p, out));
      const tmp = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(tmp, buf);
        await rename(tmp, target);
        await recordCacheWrite(getConfig().content.imageCacheDir, buf.length, getConfig().content.imageCacheMaxBytes);
      } catch (err) {
        // A cache that cannot be written costs speed, not the response.
        await unlink(tmp).catch(() => {});
        logWarning("image cache write failed", { target, error: (err as Error).message });
      }
      return buf;
    })().finally(() => inflight.delete(key));
    inflight.set(key, pending);
  }
  return pending;
}

/** The image route: `splat` is `<projectId>/<dataset>/<id>-<w>x<h>.<ext>`. */
export async function serveContentImage(request: Request, splat: string | undefined, client = "internal"): Promise<Response> {
  const config = getConfig().content;
  if (config.mode !== "embedded") return textResponse(404, "Not found");
  const match = parseAssetPath(splat, config, IMAGE_NAME);
  if (!match) return textResponse(404, "Not found");
  const name = match[0];
  const ext = match[4]!;

  const search = new URL(request.url).searchParams;
  const params = parseImageParams(search);
  if (typeof params === "string") return textResponse(400, params);
  const refused = checkSitePolicy(search, params);
  if (refused) return textResponse(400, refused);

  const file = path.join(config.seedDir, "images", name);
  try {
    if (!(await stat(file)).isFile()) return textResponse(404, "Not found");
  } catch {
    return textResponse(404, "Not found");
  }

  const vary = params.autoFormat;
  let out: OutputFormat | "svg";
  if (ext === "svg" && !params.fm)
    out = "svg"; // vector images are served as they are
  else if (params.autoFormat && acceptsWebp(request.headers.get("Accept"))) out = "webp";
  else out = params.fm ?? sourceFormat(ext);

  // Only what changes the output goes into the key, in a fixed order.
  const normalised =
    out === "svg"
      ? { v: 1, name, out }
      : {
          v: 1,
          name,
          out,
          w: params.w,
          h: params.h,
          fit: params.fit,
          q: params.q,
          dpr: params.dpr,
          rect: params.rect,
          crop: params.crop,
          fpX: params.fpX,
          fpY: params.fpY,
          bg: params.bg,
        };
  const key = createHash("sha256").update(JSON.stringify(normalised)).digest("hex");
  const etag = `"${key.slice(0, 32)}"`;

  const headers = new Headers({
    "Cache-Control": IMMUTABLE,
    ETag: etag,
    "Content-Type": CONTENT_TYPES[out],
    "X-Content-Type-Options": "nosniff",
  });
  if (vary) headers.set("Vary", "Accept");
  if (out === "svg") {
    // An SVG opened directly must not run scripts or load anything.
    headers.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
  }

  if (etagMatches(request.headers.get("If-None-Match"), etag)) {
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }

  let body: Buffer;
  try {
    body = out === "svg" ? await readFile(file) : await cachedTransform(key, file, params, out, client);
  } catch (err) {
    if (err instanceof TransformsBusy) return textResponse(503, "Busy resizing images; try again shortly", { "Retry-After": "2" });
    if (err instanceof TooManyMisses) return textResponse(429, "Too many new image sizes; try again in a minute", { "Retry-After": "60" });
    const message = (err as Error).message;
    logWarning("image transform failed", { name, error: message });
    if (/timeout/i.test(message)) return textResponse(503, "Resizing this image took too long; try again shortly", { "Retry-After": "5" });
    return textResponse(500, "Image could not be processed");
  }
  headers.set("Content-Length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : bufferBody(body), { status: 200, headers });
}
