/** Shared by the engine's tests: fixture paths and generated images (never imported by the app). */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

export const REPO = fileURLToPath(new URL("../..", import.meta.url));
export const FIXTURES = path.join(REPO, "tests/fixtures/food");
export const SHARED_MODEL = path.resolve(REPO, "../shared/models/mobilenetv2-12-int8/mobilenetv2-12-int8.onnx");
export const MODEL_PATH = process.env.FOOD_MODEL_PATH
  ? path.resolve(process.env.FOOD_MODEL_PATH)
  : existsSync(SHARED_MODEL)
    ? SHARED_MODEL
    : path.join(REPO, "var/models/mobilenetv2-12-int8.onnx");

/**
 * Whether the food model is there for the suites that need it. Locally a missing model skips them;
 * under CI=true it fails them, so a CI run can never pass without having run the engine.
 */
export function haveFoodModel(): boolean {
  if (existsSync(MODEL_PATH)) return true;
  if (process.env.CI === "true") throw new Error(`CI: the food model is missing at ${MODEL_PATH}; the food engine's tests must run`);
  return false;
}

export const fixture = (name: string): Buffer => readFileSync(path.join(FIXTURES, name));

/** A 320×240 PNG of concentric rings and a rectangle: clearly not a food. */
export async function geometricPng(): Promise<Buffer> {
  const width = 320;
  const height = 240;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ring = Math.floor(Math.hypot(x - 100, y - 120) / 12) % 2 === 0;
      const box = x > 200 && x < 300 && y > 50 && y < 190;
      const [r, g, b] = box ? [30, 60, 220] : ring ? [250, 200, 0] : [0, 90, 160];
      pixels.set([r, g, b], (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A well-formed PNG whose header claims `width`×`height` RGBA pixels but whose data is a few
 * hundred bytes (a decompression bomb): decoding it would need width × height × 4 bytes.
 */
export function bombPng(width = 20_000, height = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter, no interlace
  // a tiny zlib stream (stored, empty): the rows are missing, the header is what matters
  const idat = Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
