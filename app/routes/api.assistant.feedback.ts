import { assistantFeedbackApi } from "~/assistant/routes.server";

/** POST /api/assistant/feedback: 👍 or 👎 on one of Kathana Assist's answers; see app/assistant/. */
export const { loader, action } = assistantFeedbackApi;
