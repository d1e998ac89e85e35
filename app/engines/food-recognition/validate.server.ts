/**
 * Upload checks for the photo APIs, done on the bytes before any decoding: magic bytes (JPEG or
 * PNG only), a byte cap, and a pixel cap read from the image header, so a decompression bomb (a
 * small PNG whose header claims 20000×20000) is refused without allocating its pixels.
 * The declared type and file name are checked separately by `checkDeclaredType`.
 */
import { FoodEngineError } from "./errors";

export type ImageType = "jpeg" | "png";

export interface ImageLimits {
  /** Largest accepted upload in bytes. */
  maxBytes: number;
  /** Largest accepted width × height. */
  maxPixels: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxBytes: 8 * 1024 * 1024, maxPixels: 40_000_000 };

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** JPEG or PNG by magic bytes; null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return "png";
  return null;
}

function u16(bytes: Uint8Array, at: number): number {
  return ((bytes[at] as number) << 8) | (bytes[at + 1] as number);
}

function u32(bytes: Uint8Array, at: number): number {
  return u16(bytes, at) * 0x10000 + u16(bytes, at + 2);
}

/** Width and height from the header (PNG IHDR, JPEG SOFn), or null when the header is unreadable. */
export function readImageSize(bytes: Uint8Array, type: ImageType): { width: number; height: number } | null {
  if (type === "png") {
    // signature(8) + length(4) + "IHDR"(4) + width(4) + height(4)
    if (bytes.length < 24) return null;
    if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
    return { width: u32(bytes, 16), height: u32(bytes, 20) };
  }
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame header
    const length = u16(bytes, at + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > bytes.length) return null;
      return { width: u16(bytes, at + 7), height: u16(bytes, at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * Refuses empty input, over-size input, anything but JPEG/PNG (SVG, GIF, text…), unreadable
 * headers and headers over the pixel cap. Cheap: reads headers only.
 */
export function validateImageBytes(bytes: Uint8Array, limits: ImageLimits = DEFAULT_IMAGE_LIMITS): ImageInfo {
  if (bytes.length === 0) throw new FoodEngineError("invalid_image", "The file is empty.");
  if (bytes.length > limits.maxBytes) {
    throw new FoodEngineError("too_large", `The file is larger than ${Math.floor(limits.maxBytes / (1024 * 1024))} MB.`);
  }
  const type = sniffImageType(bytes);
  if (!type) throw new FoodEngineError("unsupported_type", "Only JPEG and PNG photos are accepted.");
  const size = readImageSize(bytes, type);
  if (!size || size.width === 0 || size.height === 0) {
    throw new FoodEngineError("invalid_image", "The image is damaged or incomplete.");
  }
  if (size.width * size.height > limits.maxPixels) {
    throw new FoodEngineError(
      "too_large",
      `The image is ${size.width}×${size.height} pixels; at most ${Math.round(limits.maxPixels / 1_000_000)} megapixels are accepted.`,
    );
  }
  return { type, ...size };
}

const ACCEPTED_MIME = new Map<string, ImageType>([
  ["image/jpeg", "jpeg"],
  ["image/png", "png"],
]);
const ACCEPTED_EXTENSIONS = new Map<string, ImageType>([
  ["jpg", "jpeg"],
  ["jpeg", "jpeg"],
  ["png", "png"],
]);

/**
 * Checks what the client declared: a MIME type of image/jpeg or image/png (parameters ignored)
 * and, when a file name is given, an extension jpg, jpeg or png. Either may be omitted (a raw
 * body has no file name). The bytes are judged separately by `validateImageBytes`; a PNG named
 * .jpg is accepted (both are allowed types, and decoding follows the bytes).
 */
export function checkDeclaredType(declared: { mimeType?: string | null; filename?: string | null }): void {
  const mime = declared.mimeType?.split(";")[0]?.trim().toLowerCase();
  if (mime !== undefined && mime !== "" && !ACCEPTED_MIME.has(mime)) {
    throw new FoodEngineError("unsupported_type", "invalid image format: only image/jpeg and image/png are accepted.");
  }
  const name = declared.filename?.trim();
  if (name) {
    const dot = name.lastIndexOf(".");
    const extension = dot >= 0 ? name.slice(dot + 1).toLowerCase() : "";
    if (!ACCEPTED_EXTENSIONS.has(extension)) {
      throw new FoodEngineError("unsupported_type", "invalid image format: only .jpg, .jpeg and .png files are accepted.");
    }
  }
}
