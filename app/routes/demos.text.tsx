import type { MetaFunction } from "@remix-run/node";
import { TextDemoPage, type TextDemoPageData } from "~/components/demos/text/TextDemoPage";
import { textDemoPageAction, textDemoPageHeaders, textDemoPageLoader } from "~/demos/text/page.server";
import { pageMetaTags } from "~/http/meta";

export const loader = textDemoPageLoader;
/** JavaScript off: the demo form posts here (with JavaScript the page calls POST /api/demos/textdemo). */
export const action = textDemoPageAction;
export const headers = textDemoPageHeaders;
export const meta: MetaFunction = ({ data, matches }) => {
  const page = data as TextDemoPageData | undefined;
  // The banner picture is the page's share image.
  return pageMetaTags(matches, page ? { ...page.meta, image: page.content.page.bannerImage } : null);
};
export default TextDemoPage;
