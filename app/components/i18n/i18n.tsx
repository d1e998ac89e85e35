import { createContext, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_LANGUAGE, languageByCode, pathInLanguage } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/messages";
import { translate, translateMessage, type MessageValues, type Messages } from "~/i18n/translate";

interface I18nState {
  /** The page's language code. */
  language: string;
  /** The languages this site serves, the default first. */
  languages: readonly string[];
  messages: Messages | null;
}

const I18nContext = createContext<I18nState>({ language: DEFAULT_LANGUAGE, languages: [DEFAULT_LANGUAGE], messages: null });

export function I18nProvider({ value, children }: { value: I18nState; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export interface I18n {
  language: string;
  languages: readonly string[];
  /** For Intl: dates and numbers (hi-IN). */
  locale: string;
  /** A UI string (its English text is its key) in the page's language. */
  t: (key: MessageKey, values?: MessageValues) => string;
  /** A message made elsewhere (a server's, an API's) in the page's language, when the catalogue knows it. */
  tm: (text: string) => string;
  /** A path of this site in the page's language ("/bfsi" → "/hi/bfsi"). */
  localize: (to: string) => string;
}

export function useI18n(): I18n {
  const { language, languages, messages } = useContext(I18nContext);
  return useMemo(
    () => ({
      language,
      languages,
      locale: languageByCode(language)?.locale ?? "en-IN",
      t: (key, values) => translate(messages, key, values),
      tm: (text) => translateMessage(messages, text),
      localize: (to) => pathInLanguage(to, language),
    }),
    [language, languages, messages],
  );
}
