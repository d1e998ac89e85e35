import type { HOME_PAGE_QUERYResult, HOME_VIDEO_CAPTIONS_QUERYResult } from "~/sanity.types";

export type HomeContent = Omit<HOME_PAGE_QUERYResult, "page"> & {
  page: NonNullable<HOME_PAGE_QUERYResult["page"]>;
  /** Captions of the voice bot video (their own query: HOME_PAGE_QUERY keeps its fields). */
  videoCaptions: HOME_VIDEO_CAPTIONS_QUERYResult;
};
export type HomePageContent = HomeContent["page"];
export type Banner = HomeContent["banners"][number];
export type Medium = HomeContent["mediums"][number];
export type Industry = HomeContent["industries"][number];
export type Product = HomeContent["products"][number];
export type Testimonial = HomeContent["testimonials"][number];

/** SPEC §2: session storage key of the medium to scroll back to on the home page. */
export const SCROLL_MARKER_KEY = "scroll-position-product-id-marker";
