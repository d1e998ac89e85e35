/**
 * The voice demo calls (SPEC §7): voicedemoupload, SubmitFeedback and voicedemoupload2, and the
 * demo page's own no-JavaScript form post. Every failure is a 4xx/503 with a message, never a 500.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { textField } from "~/security/text-field.server";
import { z } from "zod";
import { getConfig } from "~/config.server";
import { loadQuery } from "~/content/content.server";
import { VOICE_DEMO_QUERY } from "~/content/queries.server";
import type { VOICE_DEMO_QUERYResult } from "~/sanity.types";
import { PHRASE_LIMITS, inspectWav, normalisePhrases, recognizeSpeech, type SpeechRecognition } from "~/engines/speech-recognition/speech-recognition.server";
import { checkDemoAccess, perMinuteLimits, type DemoLimits } from "~/security/demo-access.server";
import { verifySameSite } from "~/security/csrf.server";
import { clientAddress, readFields } from "~/http/request.server";
import { AppError } from "~/http/app-error";
import { asAppError, jsonReply, type Unexpected } from "~/http/reply.server";
import { endpoint } from "~/http/edge.server";
import { enforceRateLimits } from "~/security/rate-limit.server";
import { readVoiceUpload } from "~/audio/upload.server";
import { FEEDBACK_VALUES, storeFeedback, storeRecording, type VoiceSource } from "./storage.server";

/** Also read by the API guide (app/developers/), which prints these figures. */
export function limits(name: string): DemoLimits {
  return perMinuteLimits(name, getConfig().voiceDemo);
}

/** Anything that is not an AppError (engine errors are): logged as `<what>_failed`, answered 503. */
function unexpected(what: string): Unexpected {
  return { event: `${what}_failed`, message: "The voice demo is unavailable right now; please try again" };
}

/** The optional `phrases` field: a JSON array of strings (or one phrase per line). */
function parsePhrases(raw: string | undefined): string[] | null {
  if (raw === undefined || raw.trim() === "") return null;
  let list: unknown;
  if (raw.trim().startsWith("[")) {
    try {
      list = JSON.parse(raw);
    } catch {
      throw new AppError(400, "phrases must be a JSON array of strings");
    }
  } else list = raw.split(/\r?\n/);
  if (!Array.isArray(list) || list.some((p) => typeof p !== "string")) {
    throw new AppError(400, "phrases must be a JSON array of strings");
  }
  const phrases = (list as string[]).map((p) => p.trim()).filter((p) => p !== "");
  if (phrases.length > PHRASE_LIMITS.maxPhrases) {
    throw new AppError(400, `Too many phrases (at most ${PHRASE_LIMITS.maxPhrases})`);
  }
  return phrases.length === 0 ? null : phrases;
}

interface VoiceResult {
  recognition: SpeechRecognition;
  recordingId: string;
}

/** Checks, recognises and stores one upload; throws an AppError for bad input. */
async function recogniseUpload(wav: Buffer | null, phrasesRaw: string | undefined, source: VoiceSource): Promise<VoiceResult> {
  const asr = getConfig().speechRecognition;
  if (wav === null) throw new AppError(400, "Attach the recording as the wavfile field");
  if (wav.length === 0) throw new AppError(400, "The recording is empty");
  const phrases = parsePhrases(phrasesRaw);
  // Cheap checks first, so bad input never waits in the recogniser's queue.
  inspectWav(wav, { maxBytes: asr.maxBytes, maxSeconds: asr.maxSeconds });
  if (phrases) normalisePhrases(phrases);
  const recognition = await recognizeSpeech(wav, phrases ?? undefined);
  const recordingId = await storeRecording({
    wav,
    text: recognition.text,
    confidence: recognition.confidence,
    inList: recognition.inList,
    phrases,
    source,
  });
  return { recognition, recordingId };
}

/** POST /api/demos/voicedemoupload → { Response, AudioFile }. The CSRF token may come as a form field too. */
export const voiceDemoUploadApi = endpoint({
  methods: ["POST"],
  body: (request) => readVoiceUpload(request, getConfig().speechRecognition.maxBytes),
  accessWithBody: ({ request, context }, upload) => checkDemoAccess(request, context, limits("voice"), upload.fields),
  unexpected: unexpected("voicedemoupload"),
  handle: async ({ body: upload }) => {
    const { recognition, recordingId } = await recogniseUpload(upload.wav, upload.fields.phrases, "voicedemoupload");
    return jsonReply({
      Response: recognition.text,
      AudioFile: recordingId,
      inList: recognition.inList,
      confidence: recognition.confidence,
      heard: recognition.heard,
    });
  },
});

export type VoicePageResult =
  | { kind: "recognised"; status: number; text: string; audio: string; inList: boolean; heard: boolean }
  | { kind: "feedback"; status: number; feedback: string }
  | { kind: "error"; status: number; error: string };

/** JavaScript off: the page cannot fill the phrases field, so the chosen built-in category is looked up. */
async function builtInPhrases(categoryId: string | undefined): Promise<string | undefined> {
  if (!categoryId) return undefined;
  const content = await loadQuery<VOICE_DEMO_QUERYResult>(VOICE_DEMO_QUERY);
  const category = content.categories.find((c) => c._id === categoryId);
  return category?.phrases?.length ? JSON.stringify(category.phrases) : undefined;
}

/**
 * The pages' own form posts (JavaScript off): a multipart file upload is recognised as by
 * voicedemoupload; an urlencoded post is the feedback form. CSRF by the hidden csrftoken field.
 */
export async function voiceDemoPageAction({ request, context }: ActionFunctionArgs, source: VoiceSource): Promise<VoicePageResult> {
  try {
    const type = (request.headers.get("content-type") ?? "").toLowerCase();
    if (type.startsWith("multipart/form-data")) {
      const upload = await readVoiceUpload(request, getConfig().speechRecognition.maxBytes);
      await checkDemoAccess(request, context, limits(source === "voicedemoupload" ? "voice" : "voice2"), upload.fields);
      const phrases = upload.fields.phrases || (await builtInPhrases(upload.fields.categoryId));
      const { recognition, recordingId } = await recogniseUpload(upload.wav, phrases, source);
      return { kind: "recognised", status: 200, text: recognition.text, audio: recordingId, inList: recognition.inList, heard: recognition.heard };
    }
    const fields = await readFields(request);
    await checkDemoAccess(request, context, limits("voice-feedback"), fields);
    const { audio, response, feedback } = parseFeedback(fields);
    if (!(await storeFeedback(audio, response, feedback))) throw new AppError(404, NO_RECORDING);
    return { kind: "feedback", status: 200, feedback };
  } catch (error) {
    const failure = asAppError(error, unexpected("voice_page"));
    return { kind: "error", status: failure.status, error: failure.message };
  }
}

/** Exported for the API guide, which documents SubmitFeedback from this schema. */
export const feedbackSchema = z.object({
  audio: z.string().uuid({ message: "audio must be the AudioFile value returned by voicedemoupload" }),
  response: textField("response", { multiline: true }).max(500, { message: "response is too long" }).default(""),
  feedback: z.enum(FEEDBACK_VALUES, { message: "feedback must be Yes, Somewhat or No" }),
});

export const NO_RECORDING = "No such recording (it may have been deleted after the retention period)";

function parseFeedback(fields: unknown) {
  const parsed = feedbackSchema.safeParse(fields);
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? "Invalid feedback");
  return parsed.data;
}

/** POST /api/demos/SubmitFeedback: JSON { audio, response, feedback } → { success: true }. */
export const submitFeedbackApi = endpoint({
  methods: ["POST"],
  body: (request) => readFields(request),
  accessWithBody: ({ request, context }, fields) => checkDemoAccess(request, context, limits("voice-feedback"), fields),
  unexpected: unexpected("submit_feedback"),
  handle: async ({ body: fields }) => {
    const { audio, response, feedback } = parseFeedback(fields);
    if (!(await storeFeedback(audio, response, feedback))) throw new AppError(404, NO_RECORDING);
    return jsonReply({ success: true });
  },
});

/**
 * voicedemoupload2 is called without the CSRF header (SPEC §7), so a browser call must come from
 * this site (Origin / Sec-Fetch-Site) and is rate-limited per client (docs/decisions/0051).
 */
function checkSameSite(request: Request): void {
  verifySameSite(request, "Cross-site request refused: call this API from the Kathana site or with an API key");
}

/** POST /api/demos/voicedemoupload2 → the recognised text as a JSON string. */
export const voiceDemoUpload2Api = endpoint({
  methods: ["POST"],
  access: async ({ request, context }) => {
    const l = limits("voice2");
    if (request.headers.has("authorization")) {
      await checkDemoAccess(request, context, l);
      return;
    }
    checkSameSite(request);
    await enforceRateLimits([{ name: `demo:${l.name}:client`, subject: clientAddress(context), ...l.perClient }]);
  },
  body: (request) => readVoiceUpload(request, getConfig().speechRecognition.maxBytes),
  unexpected: unexpected("voicedemoupload2"),
  handle: async ({ body: upload }) => {
    const { recognition } = await recogniseUpload(upload.wav, upload.fields.phrases, "voicedemoupload2");
    // SPEC §7: the body is the text alone; whether any speech was heard travels in a header.
    return jsonReply(recognition.text, { headers: { "X-Speech-Heard": String(recognition.heard) } });
  },
});
