import { json } from "@remix-run/node";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { PRODUCTS_PAGE_QUERY } from "~/content/queries.server";
import type { PRODUCTS_PAGE_QUERYResult } from "~/sanity.types";

/** Everything /ourproducts shows: its title and description, and the products in their order. */
export async function loader() {
  const [products, meta] = await Promise.all([loadQuery<PRODUCTS_PAGE_QUERYResult>(PRODUCTS_PAGE_QUERY), loadPageMeta("/ourproducts")]);
  return json({ meta, products });
}
