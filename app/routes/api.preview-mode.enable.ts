import { enablePreviewApi } from "~/preview/routes.server";

/** GET /api/preview-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/…: opens a preview session. */
export const { loader, action } = enablePreviewApi;
