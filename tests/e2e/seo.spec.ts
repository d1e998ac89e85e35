import type { APIRequestContext } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { test, expect } from "./fixtures";
import { byId, ofType, str } from "./seed";

/** The <meta>/<link>/<title> tags of a document's head, attributes decoded (no DOM needed). */
interface HeadTags {
  titles: string[];
  metas: Record<string, string>[];
  links: Record<string, string>[];
}

const decode = (s: string) =>
  s.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

function headTags(html: string): HeadTags {
  const head = html.slice(0, html.indexOf("</head>"));
  const attrs = (tag: string) => Object.fromEntries([...tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map(([, k, v]) => [k!.toLowerCase(), decode(v!)]));
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    metas: [...head.matchAll(/<meta\b[^>]*>/g)].map((m) => attrs(m[0])),
    links: [...head.matchAll(/<link\b[^>]*>/g)].map((m) => attrs(m[0])),
  };
}

const metaContent = (tags: HeadTags, key: string) => tags.metas.filter((m) => m.name === key || m.property === key).map((m) => m.content ?? "");

async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
  const xml = await response.text();
  // With the Hindi site (issue 44) each page names its alternates through xhtml:link.
  expect(xml).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"( xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml")?>/,
  );
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
}

test.describe("robots.txt and sitemap.xml", () => {
  test("robots.txt allows the site, keeps crawlers out of the API and private pages, names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *\nAllow: /\n");
    expect(text).toContain("Disallow: /api/\n");
    expect(text).toContain("Disallow: /developers/api-key\n");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("sitemap.xml lists the public pages, the six industries and every blog post, and nothing private", async ({ request }) => {
    const urls = await sitemapUrls(request);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url.startsWith(`${baseURL}/`), url).toBe(true);
    const paths = urls.map((u) => new URL(u).pathname);
    for (const doc of ofType("industry")) expect(paths).toContain(`/${str((doc.slug as { current?: string }).current)}`);
    for (const doc of ofType("blogPost")) expect(paths).toContain(`/blogs/${String(doc.blogId)}`);
    for (const path of ["/", "/ourproducts", "/demos/alldemos", "/contact", "/about", "/blogs", "/developers/api-guides"]) {
      expect(paths).toContain(path);
    }
    for (const path of ["/login", "/signup", "/forgotpassword", "/comingsoon", "/developers/api-key", "/account/password"]) {
      expect(paths).not.toContain(path);
    }
  });

  test("every page of the sitemap answers 200 with one canonical (itself), a title, a description and share tags", async ({ request }) => {
    test.setTimeout(120_000);
    const urls = await sitemapUrls(request);
    const titles = new Map<string, string>();
    const images = new Set<string>();
    for (const url of urls) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const tags = headTags(await response.text());
      const canonicals = tags.links.filter((l) => l.rel === "canonical");
      expect(canonicals, `${url}: one canonical`).toHaveLength(1);
      expect(canonicals[0]!.href, url).toBe(url);
      expect(metaContent(tags, "og:url"), url).toEqual([url]);
      expect(metaContent(tags, "robots"), url).toEqual([]);
      expect(tags.titles, `${url}: one title`).toHaveLength(1);
      const title = tags.titles[0]!;
      expect(title, url).toMatch(/Kathana AI/);
      expect(title.match(/Kathana AI/g), `${url}: site name once`).toHaveLength(1);
      expect(titles.get(title), `${url} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, url);
      const [description] = metaContent(tags, "description");
      expect(description?.length ?? 0, `${url}: description`).toBeGreaterThan(40);
      expect(description!.length, `${url}: description fits a snippet`).toBeLessThanOrEqual(201);
      expect(metaContent(tags, "og:title")[0], url).toBeTruthy();
      expect(metaContent(tags, "og:description"), url).toEqual([description]);
      expect(metaContent(tags, "og:locale"), url).toEqual([/^\/hi(\/|$)/.test(new URL(url).pathname) ? "hi_IN" : "en_IN"]);
      const ogImages = metaContent(tags, "og:image");
      expect(ogImages, `${url}: one og:image`).toHaveLength(1);
      expect(ogImages[0], url).toMatch(/^https?:\/\//);
      expect(metaContent(tags, "og:image:alt")[0], url).toBeTruthy();
      expect(metaContent(tags, "twitter:card"), url).toEqual(["summary_large_image"]);
      images.add(ogImages[0]!);
    }
    // Each share image is really there, as a 1200×630 JPEG.
    for (const image of images) {
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"], image).toBe("image/jpeg");
    }
  });
});

test.describe("head tags", () => {
  test("the home page: title and description from its Page document, the site's share card", async ({ page }) => {
    const meta = ofType("pageMeta").find((d) => d.path === "/")!;
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");
    await expect(page).toHaveTitle(str(meta.title));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", str(meta.description));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    const settings = byId("siteSettings")!;
    const share = settings.shareImage as { alt: string };
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", share.alt);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http:\/\/127\.0\.0\.1:\d+\/content\/images\/.+\.jpg\?.*w=1200&h=630/);
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", str(settings.siteName));
    // Organisation and web site structured data, on the home page only.
    const jsonLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? "{}") as {
      "@graph": { "@type": string; name?: string; url?: string; logo?: string; sameAs?: string[] }[];
    };
    const org = jsonLd["@graph"].find((node) => node["@type"] === "Organization");
    expect(org).toMatchObject({ name: str(settings.siteName), url: `${baseURL}/`, sameAs: [str(settings.socialUrl)] });
    expect(org?.logo).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/content\/images\/.+fm=png/);
    expect((await page.request.get(org!.logo!)).headers()["content-type"]).toBe("image/png");
    expect(jsonLd["@graph"].some((node) => node["@type"] === "WebSite")).toBe(true);
    // The head tags hydrate without a mismatch.
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });

  test("the query string is not part of the canonical URL", async ({ page }) => {
    await page.goto("/demos/alldemos?industry=bfsi");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/demos/alldemos`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}/demos/alldemos`);
  });

  test("/login is noindex and has no canonical", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    const meta = ofType("pageMeta").find((d) => d.path === "/login")!;
    await expect(page).toHaveTitle(str(meta.title));
  });

  test("a 404 page is noindex with its own title", async ({ page }) => {
    const response = await page.goto("/no-such-page-here");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page not found | Kathana AI");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  test("a client-side navigation moves the canonical and the title with the page", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/contact`);
    // The footer's privacy policy link (a client-side navigation once hydrated).
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /privacy/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/privacypolicy$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/privacypolicy`);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);
    const meta = ofType("pageMeta").find((d) => d.path === "/privacypolicy")!;
    await expect(page).toHaveTitle(`${str(byId("legalPage-privacypolicy")?.title)} | Kathana AI`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", str(meta.description));
  });
});
