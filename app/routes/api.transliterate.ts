import { transliterateApi } from "~/demos/text/textdemo.server";

/** GET /api/transliterate?text=…&lang=hi&num=5: ["SUCCESS", [[text, options, [], meta]]] (SPEC §7). */
export const { loader, action } = transliterateApi;
