import type { AppLoadContext } from "@remix-run/node";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/content.images.$";
import { getContentEnv } from "./content.server";
import { urlFor } from "./image";
import { parseImageParams } from "./images.server";

// Route handlers under test ignore the load context.
const NO_CONTEXT = {} as AppLoadContext;

const FIXTURE = fileURLToPath(new URL("../../tests/fixtures/content", import.meta.url));
const PNG = readdirSync(path.join(FIXTURE, "images")).find((f) => f.endsWith(".png"))!;
const SVG = readdirSync(path.join(FIXTURE, "images")).find((f) => f.endsWith(".svg"))!;
const PNG_REF = `image-${PNG.replace(/\.png$/, "")}-png`;
const SVG_REF = `image-${SVG.replace(/\.svg$/, "")}-svg`;

let cacheDir: string;

beforeAll(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), "image-cache-"));
  delete process.env.SANITY_PROJECT_ID;
  delete process.env.SANITY_DATASET;
  process.env.CONTENT_SEED_DIR = FIXTURE;
  process.env.IMAGE_CACHE_DIR = cacheDir;
});

afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** Calls the route loader the way Remix would for a URL under /content/images/. */
async function get(url: string, headers: HeadersInit = {}, method = "GET"): Promise<Response> {
  const u = new URL(url, "http://localhost");
  const splat = decodeURIComponent(u.pathname.replace(/^\/content\/images\//, ""));
  return loader({ request: new Request(u, { headers, method }), params: { "*": splat }, context: NO_CONTEXT });
}

const raw = (name: string, query = "") => `/content/images/local/seed/${name}${query}`;

function cacheFiles(): string[] {
  return readdirSync(cacheDir, { recursive: true, encoding: "utf8" }).filter((f) => /\.\w+$/.test(f));
}

describe("image URLs from the builder", () => {
  it("point at the local endpoint in embedded mode", () => {
    const url = urlFor(getContentEnv(), PNG_REF).width(100).url();
    expect(url).toBe(raw(PNG, "?w=100"));
  });
});

describe("GET /content/images/...", () => {
  it("honours the width (the builder's URL, decoded with sharp)", async () => {
    const res = await get(urlFor(getContentEnv(), PNG_REF).width(100).fit("max").url());
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([100, 50]);
  });

  it("honours w, h, fit=crop and dpr", async () => {
    const res = await get(raw(PNG, "?w=40&h=40&fit=crop&dpr=2"));
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([80, 80]);
  });

  it("fit=max never upscales", async () => {
    const max = await sharp(Buffer.from(await (await get(raw(PNG, "?w=1000&h=1000&fit=max"))).arrayBuffer())).metadata();
    expect([max.width, max.height]).toEqual([320, 160]);
  });

  it("crops with rect before resizing (the right half is yellow)", async () => {
    const res = await get(raw(PNG, "?rect=160,0,160,160&w=20&fit=max"));
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([20, 20]);
    expect([data[0], data[1], data[2]]).toEqual([240, 180, 20]);
  });

  it("auto=format follows Accept and varies on it", async () => {
    const auto = await get(raw(PNG, "?w=50&fit=max&auto=format"), { Accept: "image/avif,image/webp,*/*" });
    expect(auto.headers.get("Content-Type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await auto.arrayBuffer())).metadata()).format).toBe("webp");
    expect(auto.headers.get("Vary")).toBe("Accept");
    const old = await get(raw(PNG, "?w=50&fit=max&auto=format"), { Accept: "image/png,*/*" });
    expect(old.headers.get("Content-Type")).toBe("image/png");
    expect(old.headers.get("ETag")).not.toBe(auto.headers.get("ETag"));
    const jpg = await get(raw(PNG, "?w=50&fit=max&fm=jpg"));
    expect(jpg.headers.get("Content-Type")).toBe("image/jpeg");
  });

  it("serves the second request from the disk cache, identical and immutable", async () => {
    const url = raw(PNG, "?w=64&h=48&fit=crop&fm=png");
    const before = cacheFiles().length;
    const first = await get(url);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const files = cacheFiles();
    expect(files.length).toBe(before + 1);
    expect(files.some((f) => f.endsWith(".tmp"))).toBe(false);

    const second = await get(url);
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
    expect(cacheFiles().length).toBe(before + 1);
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));

    // The same parameters in another order are the same cache entry.
    await get(raw(PNG, "?fm=png&fit=crop&h=48&w=64"));
    expect(cacheFiles().length).toBe(before + 1);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await get(raw(PNG, "?w=30&fit=max"));
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await get(raw(PNG, "?w=30&fit=max"), { "If-None-Match": `W/"other", ${etag}` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it.each([
    ["w=abc", /w must be/],
    ["q=500", /q must be between 1 and 100/],
    ["fm=gif", /fm must be one of/],
    ["fit=stretch", /fit must be/],
    ["dpr=4", /dpr must be/],
    ["rect=1,2,3", /rect must be/],
    ["auto=compress", /auto must be format/],
    ["w=-5", /w must be/],
    // Well-formed, but not what the site asks for (IMAGE_REQUEST_POLICY).
    ["w=4096&h=4096&fit=scale&fm=avif&q=99", /not served here|fit must be one of max, crop/],
    ["w=100&fit=scale", /fit must be one of max, crop/],
    ["w=100", /fit must be one of max, crop/],
    ["w=100&fit=max&fm=avif", /fm must be one of png, jpg/],
    ["w=100&fit=max&fm=webp", /fm must be one of png, jpg/],
    ["w=100&fit=max&q=99", /The image parameter q is not served here/],
    ["w=100&fit=max&blur=50", /The image parameter blur is not served here/],
    ["w=100&h=100&fit=crop&fp-x=0.5&fp-y=0.5", /The image parameter fp-x is not served here/],
    ["w=4096&fit=max", /w and h must be at most 2560/],
    ["w=2048&h=2048&dpr=2&fit=crop", /too large/],
    ["w=100&fit=max&dpr=3", /dpr must be at most 2/],
  ])("400 on %s", async (query, message) => {
    const res = await get(raw(PNG, `?${query}`));
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(message);
  });

  it.each([
    "local/seed/../../../../etc/passwd",
    "local/seed/..%2F..%2Fdocuments.ndjson",
    `local/seed/../${PNG}`,
    `local/seed/${PNG}/..`,
    `local/seed/${PNG.replace(".png", ".PNG")}`,
    "local/seed/0000000000000000000000000000000000000000-10x10.png",
    `other/seed/${PNG}`,
    "local/seed/documents.ndjson",
    "",
  ])("404 on %s", async (splat) => {
    const res = await loader({
      request: new Request(`http://localhost/content/images/${splat}`),
      params: { "*": decodeURIComponent(splat) },
      context: NO_CONTEXT,
    });
    expect(res.status).toBe(404);
  });

  it("serves the largest request the policy allows", async () => {
    const res = await get(raw(PNG, "?w=1024&h=1024&dpr=2&fit=crop"));
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 2048]);
  });

  it("serves SVG as it is, with a locked-down CSP", async () => {
    const url = urlFor(getContentEnv(), SVG_REF).url();
    expect(url).toBe(raw(SVG));
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(res.headers.get("Content-Security-Policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await res.text()).toMatch(/^<svg /);
    // With fm it is rasterised.
    const png = await get(raw(SVG, "?w=60&fit=max&fm=png"));
    expect(png.headers.get("Content-Type")).toBe("image/png");
    expect((await sharp(Buffer.from(await png.arrayBuffer())).metadata()).width).toBe(60);
  });

  it("HEAD has the headers and no body", async () => {
    const res = await get(raw(PNG, "?w=30&fit=max"), {}, "HEAD");
    expect(res.status).toBe(200);
    expect(Number(res.headers.get("Content-Length"))).toBeGreaterThan(0);
    expect(res.body).toBeNull();
  });

  it("handles a burst of requests (queued transforms, one render per key)", async () => {
    const before = cacheFiles().length;
    const urls = [11, 12, 13, 14, 15, 11, 11].map((w) => raw(PNG, `?w=${w}&fit=max`));
    const responses = await Promise.all(urls.map((u) => get(u)));
    expect(responses.map((r) => r.status)).toEqual(Array(7).fill(200));
    const widths = await Promise.all(responses.map(async (r) => (await sharp(Buffer.from(await r.arrayBuffer())).metadata()).width));
    expect(widths).toEqual([11, 12, 13, 14, 15, 11, 11]);
    expect(cacheFiles().length).toBe(before + 5);
  });

  it("leaves no temp files in the cache", () => {
    expect(existsSync(cacheDir)).toBe(true);
    expect(cacheFiles().filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });
});

describe("parseImageParams", () => {
  it("normalises crop lists and reads every supported parameter", () => {
    const p = parseImageParams(new URLSearchParams("w=10&h=20&fit=min&fm=avif&auto=format&q=80&dpr=1.5&rect=1,2,3,4&crop=top,left&fp-x=0.2&fp-y=1&bg=FFF"));
    expect(p).toEqual({
      w: 10,
      h: 20,
      fit: "min",
      fm: "avif",
      autoFormat: true,
      q: 80,
      dpr: 1.5,
      rect: { left: 1, top: 2, width: 3, height: 4 },
      crop: ["left", "top"],
      fpX: 0.2,
      fpY: 1,
      bg: "fff",
    });
  });
});
