import { json } from "@remix-run/node";
import { loadPageMeta } from "~/content/page-meta.server";
import { getApiGuide } from "~/developers/api-guide.server";

/** /developers/api-guides: the page's heading and description from the content, and the guide. */
export async function loader() {
  const [meta, guide] = await Promise.all([loadPageMeta("/developers/api-guides"), getApiGuide()]);
  return json({ page: { heading: meta.heading ?? meta.title, title: meta.title, description: meta.description }, guide });
}
