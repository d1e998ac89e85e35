import { endpoint } from "~/http/edge.server";
import { robotsResponse } from "~/seo/sitemap.server";

/** Replaces the static public/robots.txt: the Sitemap line needs the configured public origin. */
export const { loader, action } = endpoint({ methods: ["GET"], handle: () => robotsResponse() });
