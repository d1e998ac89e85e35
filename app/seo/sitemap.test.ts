import { describe, expect, it } from "vitest";
import { INDEXABLE_PAGES } from "./site-routes";
import { escapeXml, robotsTxt, sitemapEntries, sitemapXml, type SitemapData } from "./sitemap";

const ORIGIN = "https://kathana.example";
const DATA: SitemapData = {
  industries: [
    { slug: "bfsi", _updatedAt: "2026-01-15T09:00:00Z" },
    { slug: "fmcg", _updatedAt: "2026-02-01T10:30:00Z" },
    { slug: "Not a slug/..", _updatedAt: "2026-01-15T09:00:00Z" },
    { slug: null, _updatedAt: "2026-01-15T09:00:00Z" },
  ],
  posts: [
    { blogId: 1, publishedAt: "2025-11-03T00:00:00Z", _updatedAt: "2026-01-15T09:00:00Z" },
    { blogId: 2, publishedAt: "2026-03-01T00:00:00Z", _updatedAt: "2026-01-15T09:00:00Z" },
    { blogId: null, publishedAt: null, _updatedAt: "2026-01-15T09:00:00Z" },
  ],
};

describe("sitemap", () => {
  it("lists the fixed pages, then industries by slug and posts by id, with lastmod", () => {
    const entries = sitemapEntries(ORIGIN, DATA);
    expect(entries.map((e) => e.loc)).toEqual([
      ...INDEXABLE_PAGES.map((p) => (p === "/" ? `${ORIGIN}/` : `${ORIGIN}${p}`)),
      `${ORIGIN}/bfsi`,
      `${ORIGIN}/fmcg`,
      `${ORIGIN}/blogs/1`,
      `${ORIGIN}/blogs/2`,
    ]);
    expect(entries.find((e) => e.loc.endsWith("/fmcg"))?.lastmod).toBe("2026-02-01T10:30:00.000Z");
    // The later of publication and last edit.
    expect(entries.find((e) => e.loc.endsWith("/blogs/1"))?.lastmod).toBe("2026-01-15T09:00:00.000Z");
    expect(entries.find((e) => e.loc.endsWith("/blogs/2"))?.lastmod).toBe("2026-03-01T00:00:00.000Z");
  });

  it("never lists a noindex page, and lists each address once", () => {
    const entries = sitemapEntries(ORIGIN, {
      industries: [
        { slug: "login", _updatedAt: "x" },
        { slug: "bfsi", _updatedAt: "x" },
        { slug: "bfsi", _updatedAt: "x" },
      ],
      posts: [],
    });
    const locs = entries.map((e) => e.loc);
    expect(locs).not.toContain(`${ORIGIN}/login`);
    expect(locs.filter((l) => l === `${ORIGIN}/bfsi`)).toHaveLength(1);
    expect(entries.find((e) => e.loc === `${ORIGIN}/bfsi`)?.lastmod).toBeUndefined();
  });

  it("writes well-formed, escaped XML", () => {
    const xml = sitemapXml([{ loc: "https://kathana.example/a?b=1&c=<2>" }, { loc: `${ORIGIN}/`, lastmod: "2026-01-15T09:00:00.000Z" }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml).toContain("<loc>https://kathana.example/a?b=1&amp;c=&lt;2&gt;</loc>");
    expect(xml).toContain("<lastmod>2026-01-15T09:00:00.000Z</lastmod>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(escapeXml(`'"`)).toBe("&apos;&quot;");
  });
});

describe("sitemap.xml of a site in two languages (issue 44)", () => {
  it("lists every page in each language, each entry naming all of them and x-default", () => {
    const entries = sitemapEntries(ORIGIN, { industries: [{ slug: "bfsi", _updatedAt: "2026-01-15T09:00:00Z" }], posts: [] }, ["en", "hi"]);
    const bfsi = entries.filter((e) => e.loc.endsWith("/bfsi"));
    expect(bfsi.map((e) => e.loc)).toEqual([`${ORIGIN}/bfsi`, `${ORIGIN}/hi/bfsi`]);
    for (const entry of bfsi) {
      expect(entry.alternates).toEqual([
        { hreflang: "en", href: `${ORIGIN}/bfsi` },
        { hreflang: "hi", href: `${ORIGIN}/hi/bfsi` },
        { hreflang: "x-default", href: `${ORIGIN}/bfsi` },
      ]);
    }
    expect(entries.map((e) => e.loc)).toContain(`${ORIGIN}/hi`);
    const xml = sitemapXml(entries);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${ORIGIN}/hi/bfsi"/>`);
  });

  it("keeps each language's private pages out of robots.txt's allowance", () => {
    const text = robotsTxt(`${ORIGIN}/`, ["en", "hi"]);
    expect(text).toContain("Disallow: /hi/developers/api-key\n");
    expect(text.match(/Disallow: \/api\//g)).toHaveLength(1);
  });
});

describe("robots.txt", () => {
  it("allows everything but the API and private pages, and names the sitemap", () => {
    const text = robotsTxt(`${ORIGIN}/`);
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain("Disallow: /api/\n");
    expect(text).toContain("Disallow: /developers/api-key\n");
    expect(text).not.toContain("Disallow: /login");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});
