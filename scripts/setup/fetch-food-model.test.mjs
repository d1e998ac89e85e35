/**
 * scripts/setup/fetch-food-model.mjs against a local HTTP server on 127.0.0.1 that stands in for the
 * model's upstream host: good bytes, bad bytes, a redirect, an error status.
 */
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchModel, MODEL_FILE } from "./fetch-food-model.mjs";

const good = randomBytes(300_000);
const bad = Buffer.concat([good.subarray(0, good.length - 1), Buffer.from([good[good.length - 1] ^ 1])]);
const sha = createHash("sha256").update(good).digest("hex");
let server;
let base;
let dir;
let requests = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++;
    if (req.url === "/good.onnx") return res.end(good);
    if (req.url === "/bad.onnx") return res.end(bad);
    if (req.url === "/redirect.onnx") {
      res.writeHead(302, { location: "/good.onnx" });
      return res.end();
    }
    res.writeHead(404);
    res.end("not found");
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  dir = mkdtempSync(path.join(tmpdir(), "food-model-"));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("fetch-food-model", () => {
  it("downloads, verifies and installs the file; a second run only verifies", async () => {
    const dest = path.join(dir, "a", MODEL_FILE);
    expect(await fetchModel({ url: `${base}/good.onnx`, sha256: sha, dest })).toBe("downloaded");
    expect(readFileSync(dest).equals(good)).toBe(true);
    const before = requests;
    expect(await fetchModel({ url: `${base}/good.onnx`, sha256: sha, dest })).toBe("present");
    expect(requests).toBe(before);
  });

  it("follows a redirect (the upstream host redirects to its LFS storage)", async () => {
    const dest = path.join(dir, "r", MODEL_FILE);
    expect(await fetchModel({ url: `${base}/redirect.onnx`, sha256: sha, dest })).toBe("downloaded");
    expect(readFileSync(dest).equals(good)).toBe(true);
  });

  it("refuses bytes whose sha256 does not match and leaves nothing behind", async () => {
    const dest = path.join(dir, "b", MODEL_FILE);
    await expect(fetchModel({ url: `${base}/bad.onnx`, sha256: sha, dest })).rejects.toThrow(/sha256 mismatch/);
    expect(readdirSync(path.dirname(dest))).toEqual([]);
  });

  it("replaces a corrupt existing file only with verified bytes, and keeps no partial file on an HTTP error", async () => {
    const dest = path.join(dir, "c", MODEL_FILE);
    await fetchModel({ url: `${base}/good.onnx`, sha256: sha, dest });
    writeFileSync(dest, "corrupt");
    await expect(fetchModel({ url: `${base}/missing.onnx`, sha256: sha, dest })).rejects.toThrow(/HTTP 404/);
    expect(readdirSync(path.dirname(dest))).toEqual([MODEL_FILE]);
    expect(await fetchModel({ url: `${base}/good.onnx`, sha256: sha, dest })).toBe("downloaded");
    expect(readFileSync(dest).equals(good)).toBe(true);
  });

  it("refuses a download over the size cap", async () => {
    const dest = path.join(dir, "s", MODEL_FILE);
    await expect(fetchModel({ url: `${base}/good.onnx`, sha256: sha, dest, maxBytes: 1000 })).rejects.toThrow(/larger than/);
    expect(existsSync(dest)).toBe(false);
  });

  it("as a command: env overrides URL and hash, writes to $DATA_DIR/models, exits 1 on a mismatch", async () => {
    const node = process.execPath;
    const script = path.resolve("scripts/setup/fetch-food-model.mjs");
    const dataDir = path.join(dir, "cli");
    const env = { ...process.env, DATA_DIR: dataDir, FOOD_MODEL_SHA256: sha };
    // asynchronous: a synchronous spawn would block the event loop that serves the stand-in
    const run = (url) => spawnAsync(node, [script], { ...env, FOOD_MODEL_URL: url });
    const ok = await run(`${base}/good.onnx`);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/downloaded and verified/);
    expect(readFileSync(path.join(dataDir, "models", MODEL_FILE)).equals(good)).toBe(true);
    rmSync(path.join(dataDir, "models", MODEL_FILE));
    const mismatch = await run(`${base}/bad.onnx`);
    expect(mismatch.status).toBe(1);
    expect(mismatch.stderr).toMatch(/sha256 mismatch/);
    expect(readdirSync(path.join(dataDir, "models"))).toEqual([]);
  });
});

function spawnAsync(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}
