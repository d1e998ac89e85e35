import { json } from "@remix-run/node";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { LEGAL_PAGE_QUERY } from "~/content/queries.server";
import type { LEGAL_PAGE_QUERYResult } from "~/sanity.types";

/** The legal text and description of /privacypolicy or /termsofuse. */
export async function loadLegalPage(slug: "privacypolicy" | "termsofuse") {
  const [page, meta] = await Promise.all([loadQuery<LEGAL_PAGE_QUERYResult>(LEGAL_PAGE_QUERY, { slug }), loadPageMeta(`/${slug}`)]);
  if (!page) throw new Error(`Content is missing the legal page ${slug}`);
  return json({ page, description: meta.description });
}
