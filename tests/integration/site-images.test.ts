/**
 * The image endpoint serves only what the site asks for (IMAGE_REQUEST_POLICY). This holds the
 * other half: every image URL the site's pages carry — img src and srcset, picture sources, video
 * posters, share images, JSON-LD logos — is one the endpoint serves (200), on every page of the
 * sitemap, against the production server.
 */
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProductionServer, type ProductionServer } from "../../scripts/lib/production-server.mjs";

let server: ProductionServer;

beforeAll(async () => {
  expect(existsSync("build/index.js"), "run `npm run build` first").toBe(true);
  server = await startProductionServer({ captureOutput: true, startTimeoutMs: 90_000 });
}, 100_000);

afterAll(async () => {
  await server?.stop();
});

function imageUrls(html: string, origin: string): string[] {
  const found = new Set<string>();
  const add = (raw: string) => {
    const value = raw
      .replace(/&amp;/g, "&")
      .replace(/\\u0026/g, "&")
      .trim();
    if (!value.includes("/content/images/")) return;
    const url = new URL(value, origin);
    if (url.origin === origin) found.add(url.pathname + url.search);
  };
  for (const m of html.matchAll(/\b(?:src|poster|content|href)="([^"]+)"/g)) add(m[1]!);
  for (const m of html.matchAll(/\bsrcset="([^"]+)"/gi)) for (const part of m[1]!.split(/,\s+/)) add(part.trim().split(/\s+/)[0]!);
  for (const m of html.matchAll(/"(?:url|logo|image)":"([^"]+)"/g)) add(m[1]!);
  return [...found];
}

describe("image URLs on the site's pages", () => {
  it("are all served by the image endpoint", async () => {
    const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(pages.length).toBeGreaterThan(20);
    const urls = new Set<string>();
    for (const page of pages) {
      const html = await (await fetch(`${server.origin}${page}`)).text();
      for (const url of imageUrls(html, server.origin)) urls.add(url);
    }
    expect(urls.size).toBeGreaterThan(30);
    const refused: string[] = [];
    for (const url of urls) {
      // One at a time, as a browser on a quiet connection would; a new client address is not needed.
      const response = await fetch(`${server.origin}${url}`, { headers: { Accept: "image/webp,*/*" } });
      if (response.status !== 200) refused.push(`${response.status} ${url}: ${(await response.text()).trim()}`);
      else await response.arrayBuffer();
    }
    expect(refused).toEqual([]);
  }, 240_000);
});
