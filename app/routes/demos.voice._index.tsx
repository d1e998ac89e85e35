import type { MetaFunction } from "@remix-run/node";
import { VoiceDemoPage, type VoiceDemoPageData } from "~/components/demos/voice/VoiceDemoPage";
import { voicePageAction, voicePageHeaders, voicePageLoader } from "~/demos/voice/page.server";
import { pageMetaTags } from "~/http/meta";

export const loader = voicePageLoader;
/** JavaScript off: the WAV file form and the feedback form post here (with JavaScript the page calls /api/demos/*). */
export const action = voicePageAction;
export const headers = voicePageHeaders;
export const meta: MetaFunction = ({ data, matches }) => pageMetaTags(matches, (data as VoiceDemoPageData | undefined)?.meta);
export default VoiceDemoPage;
