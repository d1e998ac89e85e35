import { submitFeedbackApi } from "~/demos/voice/service.server";

/** POST /api/demos/SubmitFeedback (SPEC §7): 'Did we get it right?'; see app/demos/voice/. */
export const { loader, action } = submitFeedbackApi;
