/**
 * Kathana Assist's front doors: `POST /api/assistant` (JSON), `POST /api/assistant/voice` (a
 * recording) and the /assistant page's plain form. Each checks access (CSRF or API key, then the
 * rate limit) before it reads the body, then asks (ask.server.ts).
 */
import type { AppLoadContext } from "@remix-run/node";
import { readVoiceUpload } from "~/audio/upload.server";
import { getConfig } from "~/config.server";
import { inspectWav } from "~/engines/speech-recognition/speech-recognition.server";
import { AppError } from "~/http/app-error";
import { CSRF_COOKIE, readCookie } from "~/http/cookies.server";
import { endpoint, type EdgeRequest } from "~/http/edge.server";
import { jsonReply, type Unexpected } from "~/http/reply.server";
import { readJsonObject, type Fields } from "~/http/request.server";
import { checkDemoAccess, type DemoCaller } from "~/security/demo-access.server";
import { ask } from "./ask.server";
import { assistantLimits } from "./contract/api.server";
import { readConversation } from "./conversation.server";
import { recordFeedback } from "./feedback.server";
import { SPOKEN_QUESTION_MAX_SECONDS } from "./contract/limits";
import { hearQuestion, NOT_UNDERSTOOD, SPOKEN_QUESTION_TOO_LONG } from "./spoken.server";
import type { AssistantAnswer, AssistantCaller } from "./types";

const BODY_MAX_BYTES = 16 * 1024;

export const ASSISTANT_UNEXPECTED: Unexpected = {
  event: "assistant.unexpected",
  message: "The assistant is unavailable right now; please try again in a moment",
};

/** Who is asking, once access is checked: a browser by its CSRF token, a script by its key. */
function callerOf(request: Request, access: DemoCaller): AssistantCaller {
  const userAgent = request.headers.get("user-agent");
  if (access.kind === "api-key") return { kind: "api-key", identity: access.principal.keyId, rateSubject: access.principal.keyId, userAgent };
  return { kind: "browser", identity: readCookie(request, CSRF_COOKIE) ?? "", rateSubject: access.client, userAgent };
}

const access = ({ request, context }: EdgeRequest) => checkDemoAccess(request, context, assistantLimits());

/** `POST /api/assistant`: `{ message, conversationId?, formToken? }` → `{ answer, sources, declined, actions, conversationId }`. */
export const assistantApi = endpoint({
  methods: ["POST"],
  // Access first: a cross-site post learns nothing and costs no parsing.
  access,
  body: (request) => readJsonObject(request, { cap: BODY_MAX_BYTES }),
  unexpected: ASSISTANT_UNEXPECTED,
  handle: async ({ request, access, body }) => jsonReply(await ask(body, callerOf(request, access))),
});

/** `POST /api/assistant/feedback`: `{ conversationId, helpful }` → `{ success: true, helpful }`: 👍 or 👎 on that answer. */
export const assistantFeedbackApi = endpoint({
  methods: ["POST"],
  access,
  body: (request) => readJsonObject(request, { cap: 4 * 1024 }),
  unexpected: ASSISTANT_UNEXPECTED,
  handle: async ({ request, access, body }) => jsonReply({ success: true, ...(await recordFeedback(body, callerOf(request, access))) }),
});

/** The /assistant page's 👍 / 👎 buttons (JavaScript off): a form with `conversationId` and `helpful` ("yes" or "no"). */
export async function assistantFormFeedback(request: Request, context: AppLoadContext | undefined, fields: Fields): Promise<{ helpful: boolean }> {
  const access = await checkDemoAccess(request, context, assistantLimits(), fields);
  return recordFeedback(fields, callerOf(request, access));
}

/** The /assistant page's plain form (JavaScript off): access by the hidden CSRF field, then `ask`. */
export async function assistantFormAnswer(request: Request, context: AppLoadContext | undefined, fields: Fields): Promise<AssistantAnswer> {
  const access = await checkDemoAccess(request, context, assistantLimits(), fields);
  return ask(
    { message: fields.message, conversationId: fields.conversationId || undefined, formToken: fields.formToken || undefined },
    callerOf(request, access),
  );
}

/**
 * `POST /api/assistant/voice`: a WAV recording (multipart `wavfile`, and `conversationId`, and
 * optionally `language`, the page's, for the answer), heard
 * against the questions the content makes, then answered like a typed one. The reply is the JSON
 * API's, with `question`: what was heard ("" when nothing from the list was). Access (the
 * X-CSRFToken header or an API key, then the rate limit) is checked before a byte of the body is
 * read, and a recording longer than a question is refused at once (issue 41).
 */
export const assistantVoiceApi = endpoint({
  methods: ["POST"],
  access,
  body: (request) => readVoiceUpload(request, getConfig().speechRecognition.maxBytes),
  unexpected: ASSISTANT_UNEXPECTED,
  handle: async ({ request, access, body: upload }) => {
    const caller = callerOf(request, access);
    const { maxBytes } = getConfig().speechRecognition;
    if (!upload.wav?.length) throw new AppError(400, "Attach the recording as the wavfile field");
    const { durationSeconds } = inspectWav(upload.wav, { maxBytes, maxSeconds: Number.MAX_SAFE_INTEGER });
    if (durationSeconds > SPOKEN_QUESTION_MAX_SECONDS) throw new AppError(413, SPOKEN_QUESTION_TOO_LONG);
    const given = upload.fields.conversationId || undefined;
    const question = await hearQuestion(upload.wav);
    if (!question) {
      // The conversation goes on only if it is this caller's; an id it does not own is not echoed.
      const conversationId = given && (await readConversation(caller, given)) ? given : "";
      return jsonReply({ question: "", answer: NOT_UNDERSTOOD, sources: [], declined: true, actions: [], conversationId });
    }
    // The question is heard in English (the recogniser's language); the answer is in the page's.
    const language = upload.fields.language || undefined;
    const answer = await ask({ message: question, conversationId: given, formToken: upload.fields.formToken || undefined, language }, caller);
    return jsonReply({ question, ...answer });
  },
});
