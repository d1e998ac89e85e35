import { json } from "@remix-run/node";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { ABOUT_PAGE_QUERY } from "~/content/queries.server";
import type { ABOUT_PAGE_QUERYResult } from "~/sanity.types";

/** /about: the page's content and its title and description. */
export async function loader() {
  const [page, meta] = await Promise.all([loadQuery<ABOUT_PAGE_QUERYResult>(ABOUT_PAGE_QUERY), loadPageMeta("/about")]);
  if (!page) throw new Error("Content is missing the About page");
  return json({ page, meta });
}
