import { assistantVoiceApi } from "~/assistant/routes.server";

/** POST /api/assistant/voice: a spoken question to Kathana Assist (WAV); see app/assistant/. */
export const { loader, action } = assistantVoiceApi;
