import { json } from "@remix-run/node";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { COMING_SOON_QUERY } from "~/content/queries.server";
import type { COMING_SOON_QUERYResult } from "~/sanity.types";

/** /comingsoon: the page's image (its alt text is the message) and description. */
export async function loader() {
  const [page, meta] = await Promise.all([loadQuery<COMING_SOON_QUERYResult>(COMING_SOON_QUERY), loadPageMeta("/comingsoon")]);
  if (!page?.image) throw new Error("Content is missing the coming-soon image");
  return json({ page, description: meta.description });
}
