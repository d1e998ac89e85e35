import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { loadVoicePage, voicePageAction } from "../demos.voice._index/data.server";

/** /demos/voice/2: the older variant of the voice page (voicedemoupload2). */
export const loader = ({ request }: LoaderFunctionArgs) => loadVoicePage(request, "/demos/voice/2");
/** JavaScript off: the WAV file form posts here (with JavaScript the page calls /api/demos/voicedemoupload2). */
export const action = (args: ActionFunctionArgs) => voicePageAction(args, "voicedemoupload2");
export { headers } from "../demos.voice._index/data.server";
