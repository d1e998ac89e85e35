import { json } from "@remix-run/node";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { CAREERS_PAGE_QUERY } from "~/content/queries.server";
import type { CAREERS_PAGE_QUERYResult } from "~/sanity.types";

/** /careers: the page texts, the open positions and the inbox Apply Now writes to. */
export async function loader() {
  const [{ page, careers, careersEmail }, meta] = await Promise.all([loadQuery<CAREERS_PAGE_QUERYResult>(CAREERS_PAGE_QUERY), loadPageMeta("/careers")]);
  if (!page) throw new Error("Content is missing the careers page");
  return json({ page, careers, careersEmail, description: meta.description });
}
