/**
 * The texts of the mails a visitor gets (password reset, sign-up with a registered address), one
 * module per language beside each other: en.server.ts, hi.server.ts. Server-only: no page ships
 * them, and they are not UI strings (app/i18n/messages). A mail is written in the language of the
 * request that asked for it (currentLanguage(); a deferred mail keeps it in its outbox row, see
 * composers.server.ts), its links lead to the pages in that language, and a language without
 * texts here gets the English mail with the English pages. The sales team's own mails stay
 * English (app/contact/mail.server.ts names the visitor's language instead).
 */
import { currentLanguage } from "~/i18n/language.server";
import { DEFAULT_LANGUAGE, pathInLanguage } from "~/i18n/languages";
import { en } from "./en.server";
import { hi } from "./hi.server";
import type { MailTexts } from "./types.server";

export type { MailTexts };

const TEXTS: Readonly<Record<string, MailTexts>> = { en, hi };

/** The language a visitor's mail is written in: the request's, when there are texts for it. */
export function mailLanguage(language: string = currentLanguage()): string {
  return TEXTS[language] ? language : DEFAULT_LANGUAGE;
}

export function mailTexts(language: string = mailLanguage()): MailTexts {
  return TEXTS[language] ?? TEXTS[DEFAULT_LANGUAGE]!;
}

/** An absolute URL of a page of this site, leading to the page in `language` ("/login" → "/hi/login"). */
export function pageUrlIn(url: string, language: string): string {
  if (language === DEFAULT_LANGUAGE) return url;
  const parsed = new URL(url);
  parsed.pathname = pathInLanguage(parsed.pathname, language);
  return parsed.href;
}
