/**
 * The API guide's prose in the request's language (decision 0180): endpoint names, purposes,
 * notes, field descriptions, limits, when each error happens, formats and sample files. The
 * English text is the key; app/i18n/messages/<language>/api-guide.json translates it. A
 * server-only catalogue: the guide reaches the page as loader data, already in its language, so
 * none of it ships to the browser (it is not part of messages/hi/catalogue.ts).
 *
 * What stays English in every language is not passed through here: methods, paths, field names,
 * types, JSON keys and examples, headers, MIME types, commands, and the error messages the API
 * answers with (clients match them).
 */
import hiGuide from "~/i18n/messages/hi/api-guide.json";
import { currentLanguage } from "~/i18n/language.server";
import { DEFAULT_LANGUAGE, languageByCode } from "~/i18n/languages";
import { translate, type MessageValues, type Messages } from "~/i18n/translate";

/** A sentence or label of the guide: its English text, which the catalogue must hold. */
type GuideText = keyof typeof hiGuide;

const CATALOGUES: Readonly<Record<string, Messages>> = { hi: hiGuide };

export interface GuideTexts {
  language: string;
  /** `text` in the guide's language, `{name}` placeholders filled. */
  say: (text: GuideText, values?: MessageValues) => string;
  /** A label made elsewhere (a voice's name): translated when the catalogue has it, else as it is. */
  label: (text: string) => string;
  /** A number as the guide prints it in prose: "1,000" (Indian grouping outside English). */
  num: (value: number) => string;
}

export function guideTexts(language: string = currentLanguage()): GuideTexts {
  const messages = CATALOGUES[language] ?? null;
  // English keeps the grouping it always had; other languages group as their locale does (hi-IN: 1,00,000).
  // Digits stay 0–9 in every language (docs/i18n/hindi-style.md §4).
  const numbers =
    language === DEFAULT_LANGUAGE ? new Intl.NumberFormat("en") : new Intl.NumberFormat(languageByCode(language)?.locale ?? "en", { numberingSystem: "latn" });
  return {
    language,
    say: (text, values) => translate(messages, text, values),
    label: (text) => translate(messages, text),
    num: (value) => numbers.format(value),
  };
}

export const ENGLISH_GUIDE_TEXTS = guideTexts(DEFAULT_LANGUAGE);
