import type { ActionFunctionArgs } from "@remix-run/node";
import { handleFoodDemoCall } from "~/demos/food/service.server";
import { methodNotAllowed } from "~/http/reply.server";

/** POST /api/demos/photosdemo (SPEC §7): the photo as the multipart field `file` (or a raw image body). */
export const action = ({ request, context }: ActionFunctionArgs) => handleFoodDemoCall(request, context, "file");
export const loader = () => methodNotAllowed();
