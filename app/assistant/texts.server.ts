/**
 * What Kathana Assist writes itself, in each language (decision 0180): the few sentences it adds
 * to the content (the office's address as a sentence, a call flow's section name), its buttons,
 * the enquiry's questions, and the patterns that find a company fact in the content's prose. The
 * English text is the key; app/i18n/messages/<language>/assistant-answers.json translates it (a
 * server-only catalogue: nothing of it ships to the browser).
 */
import hiAnswers from "~/i18n/messages/hi/assistant-answers.json";
import { translate, type MessageValues, type Messages } from "~/i18n/translate";

type AnswerText = keyof typeof hiAnswers;

export interface AssistantTexts {
  language: string;
  say: (text: AnswerText, values?: MessageValues) => string;
  /** Sentences of the content that state a company fact. */
  patterns: { nameMeaning: RegExp; replyTime: RegExp };
}

const CATALOGUES: Readonly<Record<string, Messages>> = { hi: hiAnswers };

// A language without patterns finds these facts through the search instead.
const PATTERNS: Readonly<Record<string, AssistantTexts["patterns"]>> = {
  en: { nameMeaning: /\bmeans\b/i, replyTime: /\bget back\b/i },
  hi: { nameMeaning: /(?:का अर्थ|का मतलब)/u, replyTime: /संपर्क कर(?:ेगी|ेंगे|ेगा)/u },
};
const NO_MATCH = /(?!)/;

export function assistantTexts(language: string): AssistantTexts {
  const messages = CATALOGUES[language] ?? null;
  return {
    language,
    say: (text, values) => translate(messages, text, values),
    patterns: PATTERNS[language] ?? { nameMeaning: NO_MATCH, replyTime: NO_MATCH },
  };
}

export const ENGLISH_TEXTS = assistantTexts("en");
