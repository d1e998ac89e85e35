import type { SerializeFrom } from "@remix-run/node";
import type { HOME_INDUSTRY_DEMOS_QUERYResult, HOME_PAGE_QUERYResult, HOME_VIDEO_CAPTIONS_QUERYResult } from "~/sanity.types";

type Query = HOME_PAGE_QUERYResult;
type QueryIndustryDemos = HOME_INDUSTRY_DEMOS_QUERYResult[number];

/** The home page's content as the loader assembles it. */
export type HomeData = Omit<Query, "page"> & {
  page: NonNullable<Query["page"]>;
  /** Captions of the voice bot video (their own query: HOME_PAGE_QUERY keeps its fields). */
  videoCaptions: HOME_VIDEO_CAPTIONS_QUERYResult;
};

/**
 * Each industry tab's demo list, fetched when the tabs are near (HOME_INDUSTRY_DEMOS_QUERY). Plain
 * arrays: the query's `coalesce(…, [])` makes typegen add an `Array<never>` branch.
 */
export type IndustryDemosData = { industries: Array<{ _id: string; demos: Array<QueryIndustryDemos["demos"][number]> }> };

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
