import { getConfig } from "~/config.server";
import { loadQuery } from "~/content/content.server";
import { SITEMAP_QUERY } from "~/content/queries.server";
import type { SITEMAP_QUERYResult } from "~/sanity.types";
import { robotsTxt, sitemapEntries, sitemapXml } from "./sitemap";

/** Crawlers fetch these often; a few minutes of caching is plenty, content changes show soon after. */
const CACHE_CONTROL = "public, max-age=300, s-maxage=300, stale-while-revalidate=3600";

/** GET /sitemap.xml: the fixed public pages and the dataset's industries and blog posts. */
export async function sitemapResponse(): Promise<Response> {
  const data = await loadQuery<SITEMAP_QUERYResult>(SITEMAP_QUERY);
  const xml = sitemapXml(sitemapEntries(getConfig().publicOrigin, data, getConfig().languages));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL },
  });
}

/** GET /robots.txt. */
export function robotsResponse(): Response {
  return new Response(robotsTxt(getConfig().publicOrigin, getConfig().languages), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL },
  });
}
