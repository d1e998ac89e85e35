import type { MetaFunction } from "@remix-run/node";
import { ImageDemoPage, type ImageDemoPageData } from "~/components/demos/image/ImageDemoPage";
import { imageDemoPageAction, imageDemoPageHeaders, imageDemoPageLoader } from "~/demos/food/page.server";
import { pageMetaTags } from "~/http/meta";

export const loader = imageDemoPageLoader;
/** JavaScript off: the photo, sample and correction forms post here (with JavaScript the page calls the APIs). */
export const action = imageDemoPageAction;
export const headers = imageDemoPageHeaders;
export const meta: MetaFunction = ({ data, matches }) => pageMetaTags(matches, (data as ImageDemoPageData | undefined)?.meta);
export default ImageDemoPage;
