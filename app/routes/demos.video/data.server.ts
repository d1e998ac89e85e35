import { json } from "@remix-run/node";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { VIDEO_DEMO_QUERY } from "~/content/queries.server";
import type { VIDEO_DEMO_QUERYResult } from "~/sanity.types";

/** /demos/video: the video product's page. */
export async function loader() {
  const [page, meta] = await Promise.all([loadQuery<VIDEO_DEMO_QUERYResult>(VIDEO_DEMO_QUERY), loadPageMeta("/demos/video")]);
  if (!page) throw new Error("Content is missing the video demo page");
  return json({ page, description: meta.description });
}
