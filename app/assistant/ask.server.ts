/**
 * One message to Kathana Assist, whichever door it came in by: a question for the engine, or the
 * next step of a "Talk to sales" enquiry. The conversation it continues is read and the next
 * snapshot saved (conversation.server.ts); a question is kept for the editors without personal
 * data (question-log.server.ts).
 */
import { z } from "zod";
import { AppError } from "~/http/app-error";
import type { Fields } from "~/http/request.server";
import { atMostCharacters, notBlank, textField } from "~/security/text-field.server";
import { withoutPersonalData } from "~/text/personal-data";
import { NEW_CONVERSATION, readConversation, saveConversation } from "./conversation.server";
import { UNKNOWN_CONVERSATION } from "./contract/api.server";
import { accepts, beginEnquiry, continueEnquiry, startsEnquiry } from "./enquiry.server";
import { assistantEngine } from "./index.server";
import { QUESTION_MAX_CHARACTERS } from "./contract/limits";
import { logQuestion } from "./question-log.server";
import { assistantTexts } from "./texts.server";
import { LOCAL_CALLER, type AssistantAnswer, type AssistantCaller } from "./types";
import { currentLanguage, enabledLanguages } from "~/i18n/language.server";
import { pathInLanguage } from "~/i18n/languages";

const QuestionRequest = z.object({
  message: textField("message", { multiline: true, missing: "Please type a question", wrongType: "message must be text" })
    .refine(notBlank, { message: "Please type a question", abort: true })
    .refine(atMostCharacters(QUESTION_MAX_CHARACTERS), `A question is at most ${QUESTION_MAX_CHARACTERS} characters`),
  conversationId: textField("conversationId", { wrongType: "conversationId must be text" }).max(100, UNKNOWN_CONVERSATION).optional(),
  // The page's contact-form token, for an enquiry to sales (enquiry.server.ts); optional.
  formToken: textField("formToken", { wrongType: "formToken must be text" }).max(100, "formToken is not valid").optional(),
  // The language to answer in (the site's pages send theirs); the request's otherwise. Optional.
  language: textField("language", { wrongType: "language must be text" }).max(10, "language is not one this site speaks").optional(),
});

/** Every link of an answer to the page in `language` ("/contact" → "/hi/contact"). */
function localized(answer: AssistantAnswer, language: string): AssistantAnswer {
  const to = (url: string) => pathInLanguage(url, language);
  return {
    ...answer,
    sources: answer.sources.map((source) => ({ ...source, url: to(source.url) })),
    actions: answer.actions.map((action) => ({ ...action, url: to(action.url) })),
  };
}

/**
 * Answers one message (fields of a JSON body or a form). Bad input is a 400 AppError. `caller` is
 * who asks (their conversations, their rate limits). @public: `npm run bench:assistant` asks through it.
 */
export async function ask(fields: Fields, caller: AssistantCaller = LOCAL_CALLER): Promise<AssistantAnswer> {
  const parsed = QuestionRequest.safeParse(fields);
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? "Please type a question");
  const { conversationId, formToken } = parsed.data;
  const language = parsed.data.language ?? currentLanguage();
  if (!enabledLanguages().includes(language)) throw new AppError(400, `language must be one of ${enabledLanguages().join(", ")}`);
  const texts = assistantTexts(language);
  const message = parsed.data.message.trim();
  const conversation = conversationId ? await readConversation(caller, conversationId) : NEW_CONVERSATION;
  if (!conversation) throw new AppError(400, UNKNOWN_CONVERSATION);
  const { memory } = conversation;
  // "yes" to "Would you like me to pass your question to our sales team?" begins the enquiry, as its button does.
  if (conversation.enquiry || startsEnquiry(message) || (conversation.offeredSales && accepts(message))) {
    // An enquiry's answers are contact details: never kept in the question log.
    const turn = conversation.enquiry ? await continueEnquiry(conversation.enquiry, message, caller, formToken, texts) : beginEnquiry(formToken, texts);
    // A 👍 / 👎 on an enquiry's step is about the enquiry, never about what the visitor typed in it.
    const answered = { question: "(a step of an enquiry to sales)", answerUrl: null };
    return localized(
      {
        answer: turn.answer,
        sources: turn.sources,
        declined: false,
        actions: turn.actions,
        conversationId: saveConversation(caller, { memory, enquiry: turn.state, answered }),
      },
      language,
    );
  }
  // Personal data names no subject, and no engine needs to see it.
  const reply = await (await assistantEngine(language)).answer(withoutPersonalData(message, { labels: false }), conversationId ? memory : undefined);
  logQuestion(message, reply.declined);
  const answered = { question: withoutPersonalData(message).slice(0, 600), answerUrl: reply.declined ? null : (reply.sources[0]?.url ?? null) };
  return localized(
    {
      answer: reply.answer,
      sources: reply.sources,
      declined: reply.declined,
      actions: reply.actions,
      conversationId: saveConversation(caller, {
        memory: reply.memory ?? memory,
        enquiry: null,
        answered,
        offeredSales: reply.declined && reply.actions.some((action) => action.kind === "sales"),
      }),
      ...(reply.transcript ? { transcript: reply.transcript } : {}),
    },
    language,
  );
}
