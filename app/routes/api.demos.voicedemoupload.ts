import type { ActionFunctionArgs } from "@remix-run/node";
import { postOnly, voiceDemoUpload } from "~/demos/voice/service.server";

/** POST /api/demos/voicedemoupload (SPEC §7): multipart wavfile (+ optional phrases) → { Response, AudioFile }. */
export const action = (args: ActionFunctionArgs) => voiceDemoUpload(args);
export const loader = postOnly;
