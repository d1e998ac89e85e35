import type { ActionFunctionArgs } from "@remix-run/node";
import { handlePhotoCall } from "~/demos/food/service.server";
import { errorResponse } from "~/security/http.server";

/** POST /api/demos/photosdemo (SPEC §7): the photo as the multipart field `file` (or a raw image body). */
export const action = ({ request, context }: ActionFunctionArgs) => handlePhotoCall(request, context, "file");
export const loader = () => errorResponse(405, "Use POST", { Allow: "POST" });
