import { json } from "@remix-run/node";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { ALL_DEMOS_QUERY } from "~/content/queries.server";
import type { ALL_DEMOS_QUERYResult } from "~/sanity.types";

/** /demos/alldemos: every card once; the page filters by the URL query (no refetch per filter). */
export async function loader() {
  const [content, meta] = await Promise.all([loadQuery<ALL_DEMOS_QUERYResult>(ALL_DEMOS_QUERY), loadPageMeta("/demos/alldemos")]);
  return json({ content, meta });
}
