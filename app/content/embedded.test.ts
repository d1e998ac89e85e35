import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseNdjson } from "./dataset.server";
import { EmbeddedContent } from "./embedded.server";

const FIXTURE = fileURLToPath(new URL("../../tests/fixtures/content", import.meta.url));
const COUNT_PRODUCTS = `count(*[_type == "product"])`;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0)) await fn();
  vi.restoreAllMocks();
});

function tempSeed(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "seed-"));
  cpSync(FIXTURE, dir, { recursive: true });
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function eventually<T>(fn: () => Promise<T>, expected: T, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value === expected) return;
    if (Date.now() > until) throw new Error(`still ${String(value)}, expected ${String(expected)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const product = (id: string, order: number) => JSON.stringify({ _id: id, _type: "product", title: id, order, slug: { current: id } });

describe("EmbeddedContent", () => {
  it("ignores drafts and takes params", async () => {
    const content = new EmbeddedContent({ seedDir: FIXTURE });
    expect(await content.query(COUNT_PRODUCTS)).toBe(3);
    expect(await content.query(`*[_id == $id][0].siteName`, { id: "siteSettings" })).toBe("Fixture AI");
    expect(await content.query(`*[_id == $id][0]`, { id: "drafts.siteSettings" })).toBeNull();
    // The parsed query is reused with other params.
    expect(await content.query(`*[_id == $id][0].title`, { id: "product-voice" })).toBe("Voice");
  });

  it("reports GROQ syntax errors", async () => {
    const content = new EmbeddedContent({ seedDir: FIXTURE });
    await expect(content.query(`*[_type == ]`)).rejects.toThrow();
  });

  it("retries a failed first load on the next query", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "seed-late-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const missing = path.join(dir, "later");
    const content = new EmbeddedContent({ seedDir: missing });
    await expect(content.init()).rejects.toThrow(/seed folder not found/);
    cpSync(FIXTURE, missing, { recursive: true });
    expect(await content.query(COUNT_PRODUCTS)).toBe(3);
  });

  it("clear() reloads from disk on the next query", async () => {
    const dir = tempSeed();
    const content = new EmbeddedContent({ seedDir: dir });
    expect(await content.query(COUNT_PRODUCTS)).toBe(3);
    writeFileSync(path.join(dir, "more.ndjson"), `${product("product-extra", 9)}\n`);
    expect(await content.query(COUNT_PRODUCTS)).toBe(3);
    content.clear();
    expect(await content.query(COUNT_PRODUCTS)).toBe(4);
  });

  it("in development, reloads when a file changes and keeps the last dataset on a broken file", async () => {
    const dir = tempSeed();
    const content = new EmbeddedContent({ seedDir: dir, watch: true, debounceMs: 20 });
    cleanups.push(() => content.close());
    await content.init();
    expect(await content.query(COUNT_PRODUCTS)).toBe(3);

    writeFileSync(path.join(dir, "more.ndjson"), `${product("product-extra", 9)}\n`);
    await eventually(() => content.query(COUNT_PRODUCTS), 4);

    const warnings: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      warnings.push(String(chunk));
      return true;
    });
    writeFileSync(path.join(dir, "more.ndjson"), `${product("product-extra", 9)}\n{"_id": "half-writ`);
    await eventually(async () => warnings.some((w) => w.includes("content reload failed")), true);
    expect(await content.query(COUNT_PRODUCTS)).toBe(4);

    writeFileSync(path.join(dir, "more.ndjson"), `${product("product-extra", 9)}\n${product("product-extra-2", 10)}\n`);
    await eventually(() => content.query(COUNT_PRODUCTS), 5);
  });
});

describe("parseNdjson", () => {
  it("skips blank lines and names the bad line", () => {
    expect(parseNdjson(`{"_id":"a","_type":"t"}\n\n{"_id":"b","_type":"t"}\n`, "x.ndjson")).toHaveLength(2);
    expect(() => parseNdjson(`{"_id":"a","_type":"t"}\n{oops`, "x.ndjson")).toThrow(/x\.ndjson:2/);
    expect(() => parseNdjson(`{"_type":"t"}`, "x.ndjson")).toThrow(/no string _id/);
  });
});
