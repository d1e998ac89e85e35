import { postOnly } from "~/auth/api.server";
import { assistantApiAction } from "~/assistant/routes.server";

/** POST /api/assistant: a question to Kathana Assist; see app/assistant/. */
export const action = assistantApiAction;
export const loader = postOnly;
