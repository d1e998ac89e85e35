import { canonicalUrl, DISALLOWED_PREFIXES, INDEXABLE_PAGES, isIndexable } from "./site-routes";

/** One <url> of sitemap.xml. */
export interface SitemapEntry {
  loc: string;
  /** ISO date-time of the last change, when the dataset knows it. */
  lastmod?: string;
}

/** What the dataset contributes (SITEMAP_QUERY's result). */
export interface SitemapData {
  industries: { slug: string | null; _updatedAt: string }[];
  posts: { blogId: number | null; publishedAt: string | null; _updatedAt: string }[];
}

export function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&apos;");
}

/** A valid date as W3C datetime (what sitemaps accept), else undefined. */
function w3cDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The later of two dates: a post edited after publication changed then. */
function latest(...values: (string | null | undefined)[]): string | undefined {
  const dates = values.map(w3cDate).filter((d): d is string => d !== undefined);
  return dates.sort().at(-1);
}

/**
 * Every indexable address: the fixed public pages, then the industries by slug and the blog posts
 * by id. Duplicates and anything NOINDEX_PAGES lists are left out.
 */
export function sitemapEntries(origin: string, data: SitemapData): SitemapEntry[] {
  const entries: SitemapEntry[] = INDEXABLE_PAGES.map((path) => ({ loc: canonicalUrl(origin, path) }));
  for (const industry of data.industries) {
    const slug = industry.slug?.trim();
    // A slug must be one path segment; anything else could never match the /:industry route.
    if (!slug || !/^[a-z0-9-]+$/.test(slug)) continue;
    entries.push({ loc: canonicalUrl(origin, `/${slug}`), lastmod: w3cDate(industry._updatedAt) });
  }
  for (const post of data.posts) {
    if (post.blogId === null || !Number.isInteger(post.blogId)) continue;
    entries.push({ loc: canonicalUrl(origin, `/blogs/${post.blogId}`), lastmod: latest(post.publishedAt, post._updatedAt) });
  }
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const path = new URL(entry.loc).pathname;
    if (seen.has(entry.loc) || !isIndexable(path)) return false;
    seen.add(entry.loc);
    return true;
  });
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n` + (entry.lastmod ? `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>\n` : "") + `  </url>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("")}</urlset>\n`;
}

/** robots.txt: everything allowed but the machine endpoints and per-user pages; the sitemap's address. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "",
    `Sitemap: ${canonicalUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
