/**
 * Kathana Assist on the site (issue 27): the index of the published content (rebuilt when the
 * content changes, without holding up questions), the conversation a visitor carries from one
 * question to the next (a signed token, so any instance can continue it), and the front doors:
 * `POST /api/assistant` (JSON), `POST /api/assistant/voice` (a recording) and the /assistant
 * page's plain form. A "Talk to sales" enquiry is in enquiry.server.ts, the log in question-log.
 */
import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { draftsPerspective, loadQuery, onContentCleared } from "~/content/content.server";
import { ASSISTANT_CONTENT_QUERY } from "~/content/queries.server";
import type { ASSISTANT_CONTENT_QUERYResult } from "~/sanity.types";
import { LocalAssistantEngine } from "~/engines/assistant/local.server";
import { RemoteAssistantEngine } from "~/engines/assistant/remote.server";
import type { AssistantEngine, AssistantMemory, AssistantReply } from "~/engines/assistant/types";
import { getConfig } from "~/config.server";
import { AppError } from "~/http/app-error";
import { apiEdge, jsonReply, methodNotAllowed, type Unexpected } from "~/http/reply.server";
import { readJsonObject, type Fields } from "~/http/request.server";
import { SPOKEN_QUESTION_MAX_SECONDS } from "./limits";
import { checkDemoAccess, type DemoCaller, type DemoLimits } from "~/security/demo-access.server";
import { atMostCharacters, notBlank, textField } from "~/security/text-field.server";
import { logInfo } from "~/log.server";
import { readVoiceUpload } from "~/demos/voice/multipart.server";
import { inspectWav, recognizeSpeech } from "~/engines/speech-recognition/speech-engine.server";
import { industrySubjects, passagesOf, spokenQuestions, synonymsOf } from "./passages.server";
import { logQuestion } from "./question-log.server";
import { withoutPersonalData } from "~/text/personal-data";
import { beginEnquiry, continueEnquiry, startsEnquiry } from "./enquiry.server";
import { LOCAL_CALLER, NEW_CONVERSATION, readConversation, saveConversation, type AssistantCaller } from "./conversation.server";
import { CSRF_COOKIE, readCookie } from "~/http/cookies.server";

export const QUESTION_MAX_CHARACTERS = 500;
const BODY_MAX_BYTES = 16 * 1024;

export function assistantLimits(): DemoLimits {
  const { assistant } = getConfig();
  return { name: "assistant", perClient: { limit: assistant.perClientPerMinute, windowMs: 60_000 }, perKey: { limit: assistant.perKeyPerMinute, windowMs: 60_000 } };
}

// ---------------------------------------------------------------------------------------------
// The index: one per perspective (published for visitors, drafts for an editor's preview).

/** What the page shows around the conversation, from Assistant settings. */
export interface AssistantIntro {
  greeting: string;
  suggestions: string[];
}

type Built = { engine: AssistantEngine; intro: AssistantIntro; phrases: string[]; stale: boolean };
const built = new Map<"published" | "drafts", Built>();
const building = new Map<"published" | "drafts", Promise<Built>>();
onContentCleared(() => {
  for (const entry of built.values()) entry.stale = true;
});

const DEFAULT_DECLINE = "I don't have that in our site's content. Would you like me to pass your question to our sales team?";

async function build(): Promise<Built> {
  const started = performance.now();
  const content = await loadQuery<ASSISTANT_CONTENT_QUERYResult>(ASSISTANT_CONTENT_QUERY);
  const settings = content.assistant;
  const intro = { greeting: settings?.greeting ?? "", suggestions: settings?.suggestedQuestions ?? [] };
  const phrases = spokenQuestions(content);
  const { assistant } = getConfig();
  // The provider's hosted engine keeps its own index of the site (ASSISTANT_ENGINE_URL).
  if (assistant.engine === "remote" && assistant.engineUrl) {
    const remote = new RemoteAssistantEngine({ url: assistant.engineUrl, key: assistant.engineKey, timeoutMs: assistant.timeoutMs, concurrency: assistant.concurrency, maxQueue: assistant.maxQueue });
    return { engine: remote, intro, phrases, stale: false };
  }
  const engine = new LocalAssistantEngine({
    passages: passagesOf(content),
    synonyms: synonymsOf(content),
    subjects: industrySubjects(content),
    messages: { decline: settings?.declineMessage ?? DEFAULT_DECLINE, salesLabel: "Talk to sales", salesUrl: "/contact" },
  });
  logInfo("assistant index built", { passages: engine.size, ms: Math.round(performance.now() - started) });
  return { engine, intro, phrases, stale: false };
}

/** The current index; a stale one keeps answering while its successor is built. */
async function current(): Promise<Built> {
  const perspective = draftsPerspective() ? "drafts" : "published";
  const now = built.get(perspective);
  if (now && !now.stale) return now;
  let next = building.get(perspective);
  if (!next) {
    next = build()
      .then((fresh) => {
        built.set(perspective, fresh);
        return fresh;
      })
      .finally(() => building.delete(perspective));
    building.set(perspective, next);
  }
  return now ?? next;
}

/** The questions the microphone listens for. @public: `npm run bench:assistant -- --voice`. */
export async function spokenQuestionList(): Promise<string[]> {
  return (await current()).phrases;
}

/** The page's greeting and suggested questions (Assistant settings). */
export async function assistantIntro(): Promise<AssistantIntro> {
  return (await current()).intro;
}

/** Server start: the published index is built before the first question. @public: also the benchmark's. */
export async function initAssistant(): Promise<void> {
  await current();
}

// ---------------------------------------------------------------------------------------------
// Questions

export const UNKNOWN_CONVERSATION = "This conversation has expired or is not one of ours; ask your question again to start a new one";

const QuestionRequest = z.object({
  message: textField("message", { multiline: true, missing: "Please type a question", wrongType: "message must be text" })
    .refine(notBlank, { message: "Please type a question", abort: true })
    .refine(atMostCharacters(QUESTION_MAX_CHARACTERS), `A question is at most ${QUESTION_MAX_CHARACTERS} characters`),
  conversationId: textField("conversationId", { wrongType: "conversationId must be text" }).max(100, UNKNOWN_CONVERSATION).optional(),
  // The page's contact-form token, for an enquiry to sales (enquiry.server.ts); optional.
  formToken: textField("formToken", { wrongType: "formToken must be text" }).max(100, "formToken is not valid").optional(),
});

export interface AssistantAnswer extends Omit<AssistantReply, "memory"> {
  conversationId: string;
}

/**
 * Answers one message (fields of a JSON body or a form): a question, or the next step of a
 * "Talk to sales" enquiry. Bad input is a 400 AppError. `caller` is who asks (their conversations,
 * their rate limits). @public: `npm run bench:assistant` asks through it.
 */
export async function ask(fields: Fields, caller: AssistantCaller = LOCAL_CALLER): Promise<AssistantAnswer> {
  const parsed = QuestionRequest.safeParse(fields);
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? "Please type a question");
  const { conversationId, formToken } = parsed.data;
  const message = parsed.data.message.trim();
  const conversation = conversationId ? await readConversation(caller, conversationId) : NEW_CONVERSATION;
  if (!conversation) throw new AppError(400, UNKNOWN_CONVERSATION);
  const { memory } = conversation;
  if (conversation.enquiry || startsEnquiry(message)) {
    // An enquiry's answers are contact details: never kept in the question log.
    const turn = conversation.enquiry ? await continueEnquiry(conversation.enquiry, message, caller, formToken) : beginEnquiry(formToken);
    return { answer: turn.answer, sources: turn.sources, declined: false, actions: turn.actions, conversationId: await saveConversation(caller, { memory, enquiry: turn.state }) };
  }
  const { engine } = await current();
  // Personal data names no subject, and no engine needs to see it.
  const reply = await engine.answer(withoutPersonalData(message), conversationId ? memory : undefined);
  await logQuestion(message, reply.declined);
  return {
    answer: reply.answer,
    sources: reply.sources,
    declined: reply.declined,
    actions: reply.actions,
    conversationId: await saveConversation(caller, { memory: reply.memory ?? memory, enquiry: null }),
  };
}

/** Who is asking, once access is checked: a browser by its CSRF token, a script by its key. */
function callerOf(request: Request, access: DemoCaller): AssistantCaller {
  const userAgent = request.headers.get("user-agent");
  if (access.kind === "api-key") return { kind: "api-key", identity: access.principal.keyId, rateSubject: access.principal.keyId, userAgent };
  return { kind: "browser", identity: readCookie(request, CSRF_COOKIE) ?? "", rateSubject: access.client, userAgent };
}

export const ASSISTANT_UNEXPECTED: Unexpected = { event: "assistant.unexpected", message: "The assistant is unavailable right now; please try again in a moment" };

/** `POST /api/assistant`: `{ message, conversationId? }` → `{ answer, sources, declined, actions, conversationId }`. */
export async function assistantApiAction({ request, context }: { request: Request; context: AppLoadContext | undefined }): Promise<Response> {
  return apiEdge(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    // Access first: a cross-site post learns nothing and costs no parsing.
    const access = await checkDemoAccess(request, context, assistantLimits());
    return jsonReply(await ask(await readJsonObject(request, { cap: BODY_MAX_BYTES }), callerOf(request, access)));
  }, ASSISTANT_UNEXPECTED);
}

/** The /assistant page's plain form (JavaScript off): access by the hidden CSRF field, then `ask`. */
export async function assistantFormAnswer(request: Request, context: AppLoadContext | undefined, fields: Fields): Promise<AssistantAnswer> {
  const access = await checkDemoAccess(request, context, assistantLimits(), fields);
  return ask({ message: fields.message, conversationId: fields.conversationId || undefined, formToken: fields.formToken || undefined }, callerOf(request, access));
}

// ---------------------------------------------------------------------------------------------
// Spoken questions

export const NOT_UNDERSTOOD = "I did not catch a question I know. Please say it again, or type it.";
export const SPOKEN_QUESTION_TOO_LONG = `A spoken question is at most ${SPOKEN_QUESTION_MAX_SECONDS} seconds. Please ask a shorter one, or type it.`;

/**
 * How sure the recogniser must be that one of the content's questions was said. Lower than its
 * default (0.5): the reply shows the question it heard, so a wrong one is seen and corrected,
 * while a refusal in a noisy room leaves the visitor nothing. Chosen on two espeak-ng voices and
 * one noise seed (decision 0038); `npm run bench:assistant -- --voice` measures two others.
 */
const SPOKEN_QUESTION_MIN_CONFIDENCE = 0.15;

/** The content's question said in `wav`, or null when none was heard. @public: `npm run bench:assistant -- --voice`. */
export async function hearQuestion(wav: Buffer): Promise<string | null> {
  const { phrases } = await current();
  const heard = await recognizeSpeech(wav, phrases, { minConfidence: SPOKEN_QUESTION_MIN_CONFIDENCE });
  return heard.heard && heard.inList && heard.text ? heard.text : null;
}

/**
 * `POST /api/assistant/voice`: a WAV recording (multipart `wavfile`, and `conversationId`), heard
 * against the questions the content makes (spokenQuestions), then answered like a typed one. The
 * reply is the JSON API's, with `question`: what was heard ("" when nothing from the list was).
 * Access (the X-CSRFToken header or an API key, then the rate limit) is checked before a byte of
 * the body is read, and a recording longer than a question is refused at once (issue 41).
 */
export async function assistantVoiceAction({ request, context }: { request: Request; context: AppLoadContext | undefined }): Promise<Response> {
  return apiEdge(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const access = await checkDemoAccess(request, context, assistantLimits());
    const caller = callerOf(request, access);
    const { asr } = getConfig();
    const upload = await readVoiceUpload(request, asr.maxBytes);
    if (!upload.wav?.length) throw new AppError(400, "Attach the recording as the wavfile field");
    const { durationSeconds } = inspectWav(upload.wav, { maxBytes: asr.maxBytes, maxSeconds: Number.MAX_SAFE_INTEGER });
    if (durationSeconds > SPOKEN_QUESTION_MAX_SECONDS) throw new AppError(413, SPOKEN_QUESTION_TOO_LONG);
    const given = upload.fields.conversationId || undefined;
    const question = await hearQuestion(upload.wav);
    if (!question) {
      // The conversation goes on only if it is this caller's; an id it does not own is not echoed.
      const conversationId = given && (await readConversation(caller, given)) ? given : "";
      return jsonReply({ question: "", answer: NOT_UNDERSTOOD, sources: [], declined: true, actions: [], conversationId });
    }
    const answer = await ask({ message: question, conversationId: given, formToken: upload.fields.formToken || undefined }, caller);
    return jsonReply({ question, ...answer });
  }, ASSISTANT_UNEXPECTED);
}
