import type { MetaFunction } from "@remix-run/node";
import { VoiceDemoPage, type VoiceDemoPageData } from "~/components/demos/voice/VoiceDemoPage";
import { voicePageAction, voicePageHeaders, voicePageLoader } from "~/demos/voice/page.server";
import { pageMetaTags } from "~/http/meta";

export const loader = voicePageLoader;
/** JavaScript off: the WAV file form and the feedback form post here (with JavaScript the page calls /api/demos/*). */
export const action = voicePageAction;
export const headers = voicePageHeaders;
export const meta: MetaFunction = ({ data, matches }) => {
  const page = data as VoiceDemoPageData | undefined;
  // The banner picture is the page's share image.
  return pageMetaTags(matches, page ? { ...page.meta, image: page.content.page.bannerImage } : null);
};
export default VoiceDemoPage;
