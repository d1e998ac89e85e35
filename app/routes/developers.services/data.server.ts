import { json } from "@remix-run/node";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { DEVELOPER_SERVICES_QUERY } from "~/content/queries.server";
import type { DEVELOPER_SERVICES_QUERYResult } from "~/sanity.types";

/** /developers/services: the developer services page. */
export async function loader() {
  const [page, meta] = await Promise.all([loadQuery<DEVELOPER_SERVICES_QUERYResult>(DEVELOPER_SERVICES_QUERY), loadPageMeta("/developers/services")]);
  if (!page) throw new Error("Content is missing the developer services page");
  return json({ page, description: meta.description });
}
