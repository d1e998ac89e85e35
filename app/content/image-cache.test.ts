import { mkdtempSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { recordCacheWrite, resetImageCacheAccounting } from "./image-cache.server";

const dirs: string[] = [];
afterEach(() => {
  resetImageCacheAccounting();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function cacheWith(files: Array<[string, number, number]>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "img-cache-"));
  dirs.push(dir);
  for (const [name, size, ageSeconds] of files) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.alloc(size));
    const t = Date.now() / 1000 - ageSeconds;
    utimesSync(file, t, t);
  }
  return dir;
}

const remaining = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(".webp")).sort();

describe("image cache budget", () => {
  it("keeps everything while under budget", async () => {
    const dir = cacheWith([
      ["aa/1.webp", 100, 30],
      ["bb/2.webp", 100, 20],
    ]);
    await recordCacheWrite(dir, 100, 1000);
    expect(remaining(dir)).toEqual(["aa/1.webp", "bb/2.webp"]);
  });

  it("removes the oldest files down to 80 % of the budget when a write goes over", async () => {
    const dir = cacheWith([
      ["aa/old.webp", 400, 300],
      ["bb/mid.webp", 300, 200],
      ["cc/new.webp", 300, 10],
    ]);
    await recordCacheWrite(dir, 0, 1200); // reads the folder: 1000 bytes, under budget
    writeFileSync(path.join(dir, "cc", "newest.webp"), Buffer.alloc(400));
    await recordCacheWrite(dir, 400, 1200); // 1400 > 1200: prune to <= 960
    expect(remaining(dir)).toEqual(["cc/new.webp", "cc/newest.webp"]);
  });
});
