import { voiceDemoUpload2Api } from "~/demos/voice/service.server";

/** POST /api/demos/voicedemoupload2 (SPEC §7, the older variant): the recognised text; see app/demos/voice/. */
export const { loader, action } = voiceDemoUpload2Api;
