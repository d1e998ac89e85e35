import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { textDemoAction, textDemoAudioLoader } from "~/demos/text/textdemo.server";

/** POST /api/demos/textdemo (SPEC §7): JSON {lang, text, sRate} → the audio bytes (audio/mpeg). */
export const action = ({ request, context }: ActionFunctionArgs) => textDemoAction({ request, context });
/** GET ?t=<signed link>: the audio for the page's no-JavaScript form (see textdemo.server.ts). */
export const loader = ({ request }: LoaderFunctionArgs) => textDemoAudioLoader({ request });
