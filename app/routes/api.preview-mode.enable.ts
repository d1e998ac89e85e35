import type { LoaderFunctionArgs } from "@remix-run/node";
import { enablePreview } from "~/preview/routes.server";

/** GET /api/preview-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/…: opens a preview session. */
export const loader = ({ request, context }: LoaderFunctionArgs) => enablePreview(request, context.clientIp ?? "");
