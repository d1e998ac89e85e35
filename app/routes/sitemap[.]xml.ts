import { sitemapResponse } from "~/seo/sitemap.server";

export const loader = () => sitemapResponse();
