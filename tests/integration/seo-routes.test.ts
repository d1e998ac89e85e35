/**
 * sitemap.xml and robots.txt through their route modules, on the embedded seed dataset: what a
 * crawler gets (status, type, caching, absolute URLs), and that the seed gives every page a title
 * and description of its own (decision 0120). The e2e spec (tests/e2e/seo.spec.ts) loads each page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadQuery, resetContentForTests } from "~/content/content.server";
import * as robotsRoute from "~/routes/robots[.]txt";
import * as sitemapRoute from "~/routes/sitemap[.]xml";
import { INDEXABLE_PAGES, NOINDEX_PAGES } from "~/seo/site-routes";

const ORIGIN = "https://www.kathana.example";
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  for (const name of ["SANITY_PROJECT_ID", "CONTENT_SEED_DIR", "PUBLIC_ORIGIN"]) saved[name] = process.env[name];
  delete process.env.SANITY_PROJECT_ID;
  delete process.env.CONTENT_SEED_DIR;
  process.env.PUBLIC_ORIGIN = ORIGIN;
  await resetContentForTests();
});

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await resetContentForTests();
});

describe("GET /sitemap.xml", () => {
  it("lists the fixed pages, the six industries and the blog posts as absolute, cacheable XML", async () => {
    const response = await sitemapRoute.loader({ request: new Request(`${ORIGIN}/sitemap.xml`) });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=300/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const industries = await loadQuery<string[]>(`*[_type == "industry"] | order(industryId asc).slug.current`);
    const posts = await loadQuery<number[]>(`*[_type == "blogPost"] | order(blogId asc).blogId`);
    expect(industries).toHaveLength(6);
    // Each page in English, then in Hindi (SITE_LANGUAGES' default), each naming both (issue 44).
    const inBoth = (p: string) => [p === "/" ? `${ORIGIN}/` : `${ORIGIN}${p}`, p === "/" ? `${ORIGIN}/hi` : `${ORIGIN}/hi${p}`];
    expect(locs).toEqual([
      ...INDEXABLE_PAGES.flatMap(inBoth),
      ...industries.flatMap((slug) => inBoth(`/${slug}`)),
      ...posts.flatMap((id) => inBoth(`/blogs/${id}`)),
    ]);
    expect(xml.match(/hreflang="x-default"/g)?.length).toBe(locs.length);
    // Posts carry a lastmod; the XML is one urlset.
    expect(xml.match(/<lastmod>/g)?.length).toBe(2 * (industries.length + posts.length));
    expect(xml.match(/<urlset /g)).toHaveLength(1);
  });
});

describe("GET /robots.txt", () => {
  it("is plain text with the sitemap on the public origin", async () => {
    const response = await robotsRoute.loader({ request: new Request(`${ORIGIN}/robots.txt`) });
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("seed: titles and descriptions", () => {
  it("has a Page document with a distinct title and a description for every fixed page and every noindex page", async () => {
    const metas = await loadQuery<{ path: string; title: string; description: string }[]>(`*[_type == "pageMeta"]{ path, title, description }`);
    const byPath = new Map(metas.map((m) => [m.path, m]));
    const paths = [...INDEXABLE_PAGES, ...NOINDEX_PAGES.map((p) => p.replace(/\/$/, ""))].filter((p) => p !== "/account");
    for (const path of [...paths, "/account/password"]) {
      const meta = byPath.get(path);
      expect(meta, path).toBeDefined();
      expect(meta!.description.length, path).toBeGreaterThanOrEqual(50);
    }
    const titles = metas.map((m) => m.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("gives the site a 1200×630 JPEG share image with alt text", async () => {
    const share = await loadQuery<{ alt: string; ref: string }>(`*[_id == "siteSettings"][0].shareImage{ alt, "ref": asset._ref }`);
    expect(share.ref).toMatch(/-1200x630-jpg$/);
    expect(share.alt.length).toBeGreaterThan(10);
  });
});
