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
import { clientAddress, readJsonObject, type Fields } from "~/http/request.server";
import { checkDemoAccess, type DemoLimits } from "~/security/demo-access.server";
import { hasValidSignature, signatureOf } from "~/security/signing-keys.server";
import { atMostCharacters, notBlank, textField } from "~/security/text-field.server";
import { logInfo } from "~/log.server";
import { readVoiceUpload } from "~/demos/voice/multipart.server";
import { inspectWav, recognizeSpeech } from "~/engines/speech-recognition/speech-engine.server";
import { industrySubjects, passagesOf, spokenQuestions, synonymsOf } from "./passages.server";
import { logQuestion } from "./question-log.server";
import { withoutPersonalData } from "~/text/personal-data";
import { beginEnquiry, continueEnquiry, enquirySchema, startsEnquiry, type EnquiryState } from "./enquiry.server";

export const QUESTION_MAX_CHARACTERS = 500;
const BODY_MAX_BYTES = 16 * 1024;
const CONVERSATION_TTL_MS = 2 * 60 * 60_000;

export function assistantLimits(): DemoLimits {
  return { name: "assistant", perClient: { limit: 30, windowMs: 60_000 }, perKey: { limit: 120, windowMs: 60_000 } };
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
// The conversation: what the last answer was about, signed, so any instance can continue it.

interface Conversation {
  memory: AssistantMemory;
  /** A "Talk to sales" enquiry in progress. */
  enquiry: EnquiryState | null;
}

function conversationToken({ memory, enquiry }: Conversation, now = Date.now()): string {
  const data = { i: memory.intent.slice(0, 8), s: memory.subject.slice(0, 8), e: now + CONVERSATION_TTL_MS, ...(enquiry ? { q: enquiry } : {}) };
  const payload = Buffer.from(JSON.stringify(data)).toString("base64url");
  return `${payload}.${signatureOf("assistant-conversation", payload)}`;
}

const conversationSchema = z.object({
  i: z.array(z.string().max(40)).max(8),
  s: z.array(z.string().max(40)).max(8),
  e: z.number(),
  q: enquirySchema.optional(),
});

/** What a token carries; null when it is not one of ours or has expired. */
function readConversation(token: string, now = Date.now()): Conversation | null {
  const [payload, given] = token.split(".");
  if (!payload || !given || token.split(".").length !== 2) return null;
  if (!hasValidSignature("assistant-conversation", payload, given)) return null;
  try {
    const data = conversationSchema.parse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return data.e > now ? { memory: { intent: data.i, subject: data.s }, enquiry: data.q ?? null } : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Questions

export const UNKNOWN_CONVERSATION = "This conversation has expired or is not one of ours; ask your question again to start a new one";

const QuestionRequest = z.object({
  message: textField("message", { multiline: true, missing: "Please type a question", wrongType: "message must be text" })
    .refine(notBlank, { message: "Please type a question", abort: true })
    .refine(atMostCharacters(QUESTION_MAX_CHARACTERS), `A question is at most ${QUESTION_MAX_CHARACTERS} characters`),
  // Room for an enquiry in progress (its message is up to 4,000 characters).
  conversationId: textField("conversationId", { wrongType: "conversationId must be text" }).max(12_000, UNKNOWN_CONVERSATION).optional(),
});

export interface AssistantAnswer extends Omit<AssistantReply, "memory"> {
  conversationId: string;
}

/**
 * Answers one message (fields of a JSON body or a form): a question, or the next step of a
 * "Talk to sales" enquiry. Bad input is a 400 AppError. `client` is the caller's rate-limit subject.
 * @public: `npm run bench:assistant` asks through it.
 */
export async function ask(fields: Fields, client = "local"): Promise<AssistantAnswer> {
  const parsed = QuestionRequest.safeParse(fields);
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? "Please type a question");
  const message = parsed.data.message.trim();
  const conversation = parsed.data.conversationId ? readConversation(parsed.data.conversationId) : { memory: { intent: [], subject: [] }, enquiry: null };
  if (!conversation) throw new AppError(400, UNKNOWN_CONVERSATION);
  const { memory } = conversation;
  if (conversation.enquiry || startsEnquiry(message)) {
    // An enquiry's answers are contact details: never kept in the question log.
    const turn = conversation.enquiry ? await continueEnquiry(conversation.enquiry, message, client) : beginEnquiry();
    return { answer: turn.answer, sources: turn.sources, declined: false, actions: turn.actions, conversationId: conversationToken({ memory, enquiry: turn.state }) };
  }
  const { engine } = await current();
  // Personal data names no subject, and no engine needs to see it.
  const reply = await engine.answer(withoutPersonalData(message), parsed.data.conversationId ? memory : undefined);
  await logQuestion(message, reply.declined);
  return {
    answer: reply.answer,
    sources: reply.sources,
    declined: reply.declined,
    actions: reply.actions,
    conversationId: conversationToken({ memory: reply.memory ?? memory, enquiry: null }),
  };
}

export const ASSISTANT_UNEXPECTED: Unexpected = { event: "assistant.unexpected", message: "The assistant is unavailable right now; please try again in a moment" };

/** `POST /api/assistant`: `{ message, conversationId? }` → `{ answer, sources, declined, actions, conversationId }`. */
export async function assistantApiAction({ request, context }: { request: Request; context: AppLoadContext | undefined }): Promise<Response> {
  return apiEdge(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    // Access first: a cross-site post learns nothing and costs no parsing.
    await checkDemoAccess(request, context, assistantLimits());
    return jsonReply(await ask(await readJsonObject(request, { cap: BODY_MAX_BYTES }), clientAddress(context)));
  }, ASSISTANT_UNEXPECTED);
}

/** The /assistant page's plain form (JavaScript off): access by the hidden CSRF field, then `ask`. */
export async function assistantFormAnswer(request: Request, context: AppLoadContext | undefined, fields: Fields): Promise<AssistantAnswer> {
  await checkDemoAccess(request, context, assistantLimits(), fields);
  return ask({ message: fields.message, conversationId: fields.conversationId || undefined }, clientAddress(context));
}

// ---------------------------------------------------------------------------------------------
// Spoken questions

export const NOT_UNDERSTOOD = "I did not catch a question I know. Please say it again, or type it.";

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
 */
export async function assistantVoiceAction({ request, context }: { request: Request; context: AppLoadContext | undefined }): Promise<Response> {
  return apiEdge(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const { asr } = getConfig();
    const upload = await readVoiceUpload(request, asr.maxBytes);
    await checkDemoAccess(request, context, assistantLimits(), upload.fields);
    if (!upload.wav?.length) throw new AppError(400, "Attach the recording as the wavfile field");
    inspectWav(upload.wav, { maxBytes: asr.maxBytes, maxSeconds: asr.maxSeconds });
    const question = await hearQuestion(upload.wav);
    if (!question) {
      return jsonReply({ question: "", answer: NOT_UNDERSTOOD, sources: [], declined: true, actions: [], conversationId: upload.fields.conversationId ?? "" });
    }
    const answer = await ask({ message: question, conversationId: upload.fields.conversationId || undefined }, clientAddress(context));
    return jsonReply({ question, ...answer });
  }, ASSISTANT_UNEXPECTED);
}
