/**
 * Each language's catalogue of UI strings (app/i18n/messages/<language>/*.json, one file per part
 * of the site), merged. A new language's files are registered here beside its entry in
 * languages.json; a language without a catalogue shows the English texts.
 */
import hiAssistant from "./messages/hi/assistant.json";
import hiAuth from "./messages/hi/auth.json";
import hiCommon from "./messages/hi/common.json";
import hiDemos from "./messages/hi/demos.json";
import hiHome from "./messages/hi/home.json";
import hiPages from "./messages/hi/pages.json";
import type { Messages } from "./translate";

const CATALOGUES: Readonly<Record<string, Messages>> = {
  hi: { ...hiCommon, ...hiHome, ...hiDemos, ...hiAuth, ...hiAssistant, ...hiPages },
};

/** The catalogue of `language`, or null (the default language, or one without a catalogue). */
export function catalogueOf(language: string): Messages | null {
  return CATALOGUES[language] ?? null;
}
