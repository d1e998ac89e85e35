import type { SerializeFrom } from "@remix-run/node";
import type { HOME_PAGE_QUERYResult, HOME_VIDEO_CAPTIONS_QUERYResult } from "~/sanity.types";

type Query = HOME_PAGE_QUERYResult;
type QueryIndustry = Query["industries"][number];

/**
 * The home page's content as the loader assembles it. Industries' demo lists are plain arrays
 * (the query's `coalesce(…, [])` makes typegen add an `Array<never>` branch, which JSON turns into
 * `null[]`).
 */
export type HomeData = Omit<Query, "page" | "industries"> & {
  page: NonNullable<Query["page"]>;
  industries: Array<Omit<QueryIndustry, "demos"> & { demos: Array<QueryIndustry["demos"][number]> }>;
  /** Captions of the voice bot video (their own query: HOME_PAGE_QUERY keeps its fields). */
  videoCaptions: HOME_VIDEO_CAPTIONS_QUERYResult;
};

/** As the page receives it: the loader's JSON, so `useLoaderData<typeof loader>()` fits without a cast. */
export type HomeContent = SerializeFrom<HomeData>;
export type HomePageContent = HomeContent["page"];
export type Banner = HomeContent["banners"][number];
export type Medium = HomeContent["mediums"][number];
export type Industry = HomeContent["industries"][number];
export type Product = HomeContent["products"][number];
export type Testimonial = HomeContent["testimonials"][number];

/** SPEC §2: session storage key of the medium to scroll back to on the home page. */
export const SCROLL_MARKER_KEY = "scroll-position-product-id-marker";
