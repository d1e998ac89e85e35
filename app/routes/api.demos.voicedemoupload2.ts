import type { ActionFunctionArgs } from "@remix-run/node";
import { postOnly, voiceDemoUpload2 } from "~/demos/voice/service.server";

/** POST /api/demos/voicedemoupload2 (SPEC §7): multipart wavfile → the recognised text; no CSRF header (decision 0051). */
export const action = (args: ActionFunctionArgs) => voiceDemoUpload2(args);
export const loader = postOnly;
