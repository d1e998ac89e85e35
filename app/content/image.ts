import { createImageUrlBuilder } from "@sanity/image-url";
import type { ImageUrlBuilder, SanityImageObject } from "@sanity/image-url";

/*
 * Browser-safe asset URL helpers. No server imports: this module ships to the browser.
 * The same code yields local URLs in embedded mode ("/content/images/...") and Sanity CDN URLs in
 * hosted mode ("https://cdn.sanity.io/images/..."); only the ContentEnv differs.
 */

/** What the URL builders need to know about where assets live. Safe to send to the browser. */
export interface ContentEnv {
  projectId: string;
  dataset: string;
  /** "/content" for the embedded dataset, "https://cdn.sanity.io" for hosted Sanity. */
  assetBaseUrl: string;
}

/**
 * An image field value as Sanity stores it (`imageWithAlt` in the content model). Crop and hotspot
 * fields are optional here because typegen declares them so.
 */
export interface SanityImageValue {
  asset?: { _ref?: string; _id?: string } | null;
  alt?: string | null;
  crop?: { top?: number; bottom?: number; left?: number; right?: number } | null;
  hotspot?: { x?: number; y?: number; width?: number; height?: number } | null;
}

export interface AssetDimensions {
  id: string;
  width: number;
  height: number;
  format: string;
}

const IMAGE_REF = /^image-([A-Za-z0-9]+)-(\d+)x(\d+)-([a-z0-9]+)$/;
const FILE_REF = /^file-([A-Za-z0-9]+)-([a-z0-9]+)$/;

function assetRef(source: unknown): string | undefined {
  if (typeof source === "string") return source;
  if (!source || typeof source !== "object") return undefined;
  const obj = source as { _ref?: unknown; _id?: unknown; asset?: unknown };
  if (typeof obj._ref === "string") return obj._ref;
  if (typeof obj._id === "string") return obj._id;
  return obj.asset ? assetRef(obj.asset) : undefined;
}

/** Id, size and format encoded in an image asset id (`image-<sha1>-<w>x<h>-<ext>`), or null. */
export function imageDimensions(source: unknown): AssetDimensions | null {
  const m = IMAGE_REF.exec(assetRef(source) ?? "");
  if (!m) return null;
  return { id: m[1]!, width: Number(m[2]), height: Number(m[3]), format: m[4]! };
}

/** True when the value references an image asset this module can build URLs for. */
export function hasImage(value: SanityImageValue | null | undefined): value is SanityImageValue {
  return imageDimensions(value) !== null;
}

/**
 * The image requests this site makes, and so the only ones the embedded image endpoint serves
 * (images.server.ts refuses anything else with a 400, so a stranger cannot order expensive work).
 * The components below build their URLs within these bounds: SanityImage (widths up to
 * `maxWidth`, `dpr` 2, fit max or crop, auto=format), the home/product image URLs (fit max), the
 * share card (1200×630 crop, jpg) and the publisher logo (fit max, png).
 */
export const IMAGE_REQUEST_POLICY = {
  parameters: ["w", "h", "fit", "auto", "fm", "dpr", "rect"],
  fits: ["max", "crop"],
  /** Explicit output formats; otherwise the source format, or WebP with auto=format. */
  formats: ["png", "jpg"],
  maxWidth: 2560,
  maxDpr: 2,
  /** Output pixels of a cropped image (fit=max never enlarges, so the source bounds it). */
  maxCropPixels: 2048 * 2048,
} as const;

/** A `@sanity/image-url` builder bound to the environment's asset host, project and dataset. */
function imageBuilder(env: ContentEnv): ImageUrlBuilder {
  return createImageUrlBuilder({
    baseUrl: env.assetBaseUrl,
    projectId: env.projectId,
    dataset: env.dataset,
  });
}

function complete<T extends object>(value: T | null | undefined, keys: (keyof T)[]): value is T {
  return !!value && keys.every((k) => typeof value[k] === "number");
}

/** Builder for one image: `urlFor(env, image).width(400).auto("format").url()`. */
export function urlFor(env: ContentEnv, source: SanityImageValue | string): ImageUrlBuilder {
  if (typeof source === "string") return imageBuilder(env).image(source);
  // Partial crop/hotspot objects would turn into NaN parameters: pass only complete ones.
  const image = { asset: { _ref: assetRef(source) ?? "" } } as SanityImageObject;
  if (complete(source.crop, ["top", "bottom", "left", "right"])) {
    image.crop = source.crop as SanityImageObject["crop"];
  }
  if (complete(source.hotspot, ["x", "y", "width", "height"])) {
    image.hotspot = source.hotspot as SanityImageObject["hotspot"];
  }
  return imageBuilder(env).image(image);
}

/** URL of a file asset (`file-<sha1>-<ext>` ref, reference or file field value), or null. */
export function fileUrl(env: ContentEnv, source: unknown): string | null {
  const m = FILE_REF.exec(assetRef(source) ?? "");
  if (!m) return null;
  const base = env.assetBaseUrl.replace(/\/+$/, "");
  return `${base}/files/${env.projectId}/${env.dataset}/${m[1]}.${m[2]}`;
}

/**
 * Visible size of an image after the editor's crop (what the aspect ratio of the rendered
 * element should follow).
 */
export function croppedDimensions(value: SanityImageValue): { width: number; height: number } | null {
  const dims = imageDimensions(value);
  if (!dims) return null;
  const c = value.crop;
  if (!c) return { width: dims.width, height: dims.height };
  const width = Math.max(1, Math.round(dims.width * (1 - (c.left ?? 0) - (c.right ?? 0))));
  const height = Math.max(1, Math.round(dims.height * (1 - (c.top ?? 0) - (c.bottom ?? 0))));
  return { width, height };
}
