import { DEFAULT_LANGUAGE, pathInLanguage } from "~/i18n/languages";
import { canonicalUrl, DISALLOWED_PREFIXES, INDEXABLE_PAGES, isIndexable } from "./site-routes";

/** One <url> of sitemap.xml. */
export interface SitemapEntry {
  loc: string;
  /** ISO date-time of the last change, when the dataset knows it. */
  lastmod?: string;
  /** The same page in each language served, and x-default (only when the site has more than one). */
  alternates?: { hreflang: string; href: string }[];
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
export function sitemapEntries(origin: string, data: SitemapData, languages: readonly string[] = [DEFAULT_LANGUAGE]): SitemapEntry[] {
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
  const pages = entries.filter((entry) => {
    const path = new URL(entry.loc).pathname;
    if (seen.has(entry.loc) || !isIndexable(path)) return false;
    seen.add(entry.loc);
    return true;
  });
  if (languages.length < 2) return pages;
  // Every page in every language, each listing all of them (Google's sitemap form of hreflang).
  return pages.flatMap((entry) => {
    const path = new URL(entry.loc).pathname;
    const alternates = [
      ...languages.map((code) => ({ hreflang: code, href: canonicalUrl(origin, pathInLanguage(path, code)) })),
      { hreflang: "x-default", href: entry.loc },
    ];
    return languages.map((code) => ({ ...entry, loc: canonicalUrl(origin, pathInLanguage(path, code)), alternates }));
  });
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n` +
      (entry.lastmod ? `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>\n` : "") +
      (entry.alternates ?? []).map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>\n`).join("") +
      `  </url>\n`,
  );
  const xhtml = entries.some((entry) => entry.alternates) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join("")}</urlset>\n`;
}

/** robots.txt: everything allowed but the machine endpoints and per-user pages; the sitemap's address. */
export function robotsTxt(origin: string, languages: readonly string[] = [DEFAULT_LANGUAGE]): string {
  // Each language's per-user pages too (/hi/developers/api-key); the API has no language prefix.
  const prefixes = [...new Set(languages.flatMap((code) => DISALLOWED_PREFIXES.map((prefix) => pathInLanguage(prefix, code))))];
  return ["User-agent: *", "Allow: /", ...prefixes.map((prefix) => `Disallow: ${prefix}`), "", `Sitemap: ${canonicalUrl(origin, "/sitemap.xml")}`, ""].join(
    "\n",
  );
}
