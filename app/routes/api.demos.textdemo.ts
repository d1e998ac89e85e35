import { textDemoApi } from "~/demos/text/textdemo.server";

/** POST /api/demos/textdemo (SPEC §7): JSON {lang, text, sRate} → the audio bytes (audio/mpeg); GET ?t=<signed link>: the audio for the page's no-JavaScript form. */
export const { loader, action } = textDemoApi;
