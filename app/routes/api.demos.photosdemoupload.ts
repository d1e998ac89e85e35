import type { ActionFunctionArgs } from "@remix-run/node";
import { handlePhotoCall } from "~/demos/food/service.server";
import { errorResponse } from "~/security/http.server";

/** POST /api/demos/photosdemoupload (SPEC §7): the photo as the multipart field `customFile`. */
export const action = ({ request, context }: ActionFunctionArgs) => handlePhotoCall(request, context, "customFile");
export const loader = () => errorResponse(405, "Use POST", { Allow: "POST" });
