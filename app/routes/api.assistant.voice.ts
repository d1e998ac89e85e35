import { postOnly } from "~/auth/api.server";
import { assistantVoiceAction } from "~/assistant/routes.server";

/** POST /api/assistant/voice: a spoken question to Kathana Assist (WAV); see app/assistant/. */
export const action = assistantVoiceAction;
export const loader = postOnly;
