import type { ActionFunctionArgs } from "@remix-run/node";
import { handleFoodDemoCall } from "~/demos/food/service.server";
import { methodNotAllowed } from "~/http/reply.server";

/** POST /api/demos/photosdemoupload (SPEC §7): the photo as the multipart field `customFile`. */
export const action = ({ request, context }: ActionFunctionArgs) => handleFoodDemoCall(request, context, "customFile");
export const loader = () => methodNotAllowed();
