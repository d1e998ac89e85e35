import { loadQuery } from "./content.server";
import { PAGE_META_QUERY } from "./queries.server";
import type { PAGE_META_QUERYResult } from "~/sanity.types";

export type PageMeta = NonNullable<PAGE_META_QUERYResult>;

/** Title, heading and description of a route, edited in the Studio as a "Page" document. */
export async function loadPageMeta(path: string): Promise<PageMeta> {
  const meta = await loadQuery<PAGE_META_QUERYResult>(PAGE_META_QUERY, { path });
  if (!meta) throw new Error(`Content is missing the pageMeta document for ${path}`);
  return meta;
}
