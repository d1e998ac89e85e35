import { foodDemoApi } from "~/demos/food/service.server";

/** POST /api/demos/photosdemoupload (SPEC §7): the photo as the multipart field `customFile`. */
export const { loader, action } = foodDemoApi("customFile");
