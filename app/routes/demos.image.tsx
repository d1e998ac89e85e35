import type { MetaFunction } from "@remix-run/node";
import { ImageDemoPage, type ImageDemoPageData } from "~/components/demos/image/ImageDemoPage";
import { imageDemoPageAction, imageDemoPageHeaders, imageDemoPageLoader } from "~/demos/food/page.server";
import { pageMetaTags } from "~/http/meta";

export const loader = imageDemoPageLoader;
/** JavaScript off: the photo, sample and correction forms post here (with JavaScript the page calls the APIs). */
export const action = imageDemoPageAction;
export const headers = imageDemoPageHeaders;
export const meta: MetaFunction = ({ data, matches }) => {
  const page = data as ImageDemoPageData | undefined;
  // The banner picture is the page's share image.
  return pageMetaTags(matches, page ? { ...page.meta, image: page.content.page.bannerImage } : null);
};
export default ImageDemoPage;
