import { foodDemoApi } from "~/demos/food/service.server";

/** POST /api/demos/photosdemo (SPEC §7): the photo as the multipart field `file` (or a raw image body). */
export const { loader, action } = foodDemoApi("file");
