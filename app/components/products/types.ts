import type { SerializeFrom } from "@remix-run/node";
import type { PRODUCTS_PAGE_QUERYResult } from "~/sanity.types";

/** As the page receives it from its loader (JSON). */
export type ProductEntry = SerializeFrom<PRODUCTS_PAGE_QUERYResult[number]>;
