import type { ActionFunctionArgs } from "@remix-run/node";
import { handlePhotoCall } from "~/demos/food/service.server";
import { methodNotAllowed } from "~/http/reply.server";

/** POST /api/demos/photosdemoupload (SPEC §7): the photo as the multipart field `customFile`. */
export const action = ({ request, context }: ActionFunctionArgs) => handlePhotoCall(request, context, "customFile");
export const loader = () => methodNotAllowed();
