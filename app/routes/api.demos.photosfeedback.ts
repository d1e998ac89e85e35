import type { ActionFunctionArgs } from "@remix-run/node";
import { handleCorrectionCall } from "~/demos/food/service.server";
import { methodNotAllowed } from "~/http/reply.server";

/** POST /api/demos/photosfeedback: 'Was this right?' — {photoId, label} (docs/decisions/0031). */
export const action = ({ request, context }: ActionFunctionArgs) => handleCorrectionCall(request, context);
export const loader = () => methodNotAllowed();
