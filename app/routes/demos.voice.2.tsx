import type { MetaFunction } from "@remix-run/node";
import { VoiceDemoPage2, type VoiceDemoPageData } from "~/components/demos/voice/VoiceDemoPage";
import { voicePage2Action, voicePageHeaders, voicePage2Loader } from "~/demos/voice/page.server";
import { pageMetaTags } from "~/http/meta";

export const loader = voicePage2Loader;
/** JavaScript off: the WAV file form posts here (with JavaScript the page calls /api/demos/voicedemoupload2). */
export const action = voicePage2Action;
export const headers = voicePageHeaders;
export const meta: MetaFunction = ({ data, matches }) => {
  const page = data as VoiceDemoPageData | undefined;
  // The banner picture is the page's share image.
  return pageMetaTags(matches, page ? { ...page.meta, image: page.content.page.bannerImage } : null);
};
export default VoiceDemoPage2;
