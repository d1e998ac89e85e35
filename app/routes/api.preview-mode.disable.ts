import { disablePreviewApi } from "~/preview/routes.server";

/** GET /api/preview-mode/disable?redirect=/…: ends the preview session. */
export const { loader, action } = disablePreviewApi;
