#!/usr/bin/env node
/**
 * Fetches the food-photo model (MobileNet v2 int8, ONNX Model Zoo) for machines that do not have
 * ../shared/models/ beside the checkout, and verifies it by sha256 before it is used:
 * streamed to a temporary file in the target folder, hashed on the way, renamed into place only
 * when the hash matches (a mismatch or a broken download leaves nothing behind).
 *
 *   node scripts/setup/fetch-food-model.mjs [--out PATH]
 *
 * Environment: FOOD_MODEL_URL, FOOD_MODEL_SHA256 (override the upstream URL and hash, e.g. for
 * tests or a mirror), DATA_DIR (default var; the model goes to $DATA_DIR/models/),
 * FOOD_MODEL_TIMEOUT_MS (default 120000). Exit 0 when the file is in place and verified.
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync, mkdirSync, rmSync, renameSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable, Transform } from "node:stream";
import { pathToFileURL } from "node:url";

export const UPSTREAM_URL = "https://github.com/onnx/models/raw/main/validated/vision/classification/mobilenet/model/mobilenetv2-12-int8.onnx";
export const UPSTREAM_SHA256 = "cc028fe6cae7bc11a4ff53cfc9b79c920e8be65ce33a904ec3e2a8f66d77f95f";
export const MODEL_FILE = "mobilenetv2-12-int8.onnx";

/** sha256 of a file, hex. */
export async function sha256File(file) {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/**
 * Downloads `url` to `dest` if `dest` is not already a file with `sha256`.
 * Returns "present" or "downloaded"; throws (leaving no file at `dest` or beside it) otherwise.
 */
export async function fetchModel({ url = UPSTREAM_URL, sha256 = UPSTREAM_SHA256, dest, timeoutMs = 120_000, maxBytes = 64 * 1024 * 1024 }) {
  const expected = sha256.toLowerCase();
  if (existsSync(dest) && (await sha256File(dest)) === expected) return "present";
  mkdirSync(path.dirname(dest), { recursive: true });
  const temp = `${dest}.${process.pid}.${Date.now()}.part`;
  try {
    const response = await fetch(url, { redirect: "follow", signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok || !response.body) throw new Error(`download failed: HTTP ${response.status} from ${url}`);
    const hash = createHash("sha256");
    let bytes = 0;
    const meter = new Transform({
      transform(chunk, _encoding, callback) {
        bytes += chunk.length;
        if (bytes > maxBytes) return callback(new Error(`download larger than ${maxBytes} bytes: refused`));
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    await pipeline(Readable.fromWeb(response.body), meter, createWriteStream(temp, { flags: "wx" }));
    const actual = hash.digest("hex");
    if (actual !== expected) throw new Error(`sha256 mismatch: got ${actual}, expected ${expected}; the file was not installed`);
    renameSync(temp, dest);
    return "downloaded";
  } finally {
    rmSync(temp, { force: true });
  }
}

async function main() {
  const i = process.argv.indexOf("--out");
  const dest = path.resolve(i > 0 ? process.argv[i + 1] : path.join(process.env.DATA_DIR ?? "var", "models", MODEL_FILE));
  const url = process.env.FOOD_MODEL_URL || UPSTREAM_URL;
  const sha256 = process.env.FOOD_MODEL_SHA256 || UPSTREAM_SHA256;
  const timeoutMs = Number(process.env.FOOD_MODEL_TIMEOUT_MS) || 120_000;
  try {
    const outcome = await fetchModel({ url, sha256, dest, timeoutMs });
    console.log(`food model ${outcome === "present" ? "already present and verified" : "downloaded and verified"}: ${dest}`);
  } catch (error) {
    console.error(`food model: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
