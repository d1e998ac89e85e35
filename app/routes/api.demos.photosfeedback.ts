import { foodCorrectionApi } from "~/demos/food/service.server";

/** POST /api/demos/photosfeedback: "Was this right?" — a correction of a recognised photo. */
export const { loader, action } = foodCorrectionApi;
