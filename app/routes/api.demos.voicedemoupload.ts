import { voiceDemoUploadApi } from "~/demos/voice/service.server";

/** POST /api/demos/voicedemoupload (SPEC §7): a recording, recognised against the phrase list; see app/demos/voice/. */
export const { loader, action } = voiceDemoUploadApi;
