import type { PRODUCTS_PAGE_QUERYResult } from "~/sanity.types";

export type ProductEntry = PRODUCTS_PAGE_QUERYResult[number];
