import { contentWebhookApi } from "~/content/webhook.server";

/** POST /api/content/webhook: Sanity's signed webhook; clears the content cache on every instance. */
export const { loader, action } = contentWebhookApi;
