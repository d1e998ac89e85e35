import type { ActionFunctionArgs } from "@remix-run/node";
import { postOnly, submitFeedback } from "~/demos/voice/service.server";

/** POST /api/demos/SubmitFeedback (SPEC §7): JSON { audio, response, feedback } stored against the recording. */
export const action = (args: ActionFunctionArgs) => submitFeedback(args);
export const loader = postOnly;
