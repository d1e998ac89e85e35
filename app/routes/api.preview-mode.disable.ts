import type { LoaderFunctionArgs } from "@remix-run/node";
import { disablePreview } from "~/preview/routes.server";

/** GET /api/preview-mode/disable?redirect=/…: ends the preview session. */
export const loader = ({ request }: LoaderFunctionArgs) => disablePreview(request);
