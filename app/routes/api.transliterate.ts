import type { LoaderFunctionArgs } from "@remix-run/node";
import { transliterateLoader } from "~/demos/text/textdemo.server";

/** GET /api/transliterate?text=…&lang=hi&num=5: ["SUCCESS", [[text, options, [], meta]]] (SPEC §7). */
export const loader = ({ request, context }: LoaderFunctionArgs) => transliterateLoader({ request, context });
