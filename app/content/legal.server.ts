import { json } from "@remix-run/node";
import { loadQuery } from "./content.server";
import { loadPageMeta } from "./page-meta.server";
import { LEGAL_PAGE_QUERY } from "./queries";
import type { LEGAL_PAGE_QUERYResult } from "~/sanity.types";

/** Loader of /privacypolicy and /termsofuse. */
export async function legalPageLoader(slug: "privacypolicy" | "termsofuse") {
  const [page, meta] = await Promise.all([
    loadQuery<LEGAL_PAGE_QUERYResult>(LEGAL_PAGE_QUERY, { slug }),
    loadPageMeta(`/${slug}`),
  ]);
  if (!page) throw new Error(`Content is missing the legal page ${slug}`);
  return json({ page, description: meta.description });
}
