import { endpoint } from "~/http/edge.server";
import { sitemapResponse } from "~/seo/sitemap.server";

/** The sitemap of the public pages, on the configured public origin. */
export const { loader, action } = endpoint({ methods: ["GET"], handle: () => sitemapResponse() });
