import { assistantApi } from "~/assistant/routes.server";

/** POST /api/assistant: a question to Kathana Assist; see app/assistant/. */
export const { loader, action } = assistantApi;
