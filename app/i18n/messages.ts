/**
 * The UI strings' keys: every English text of the site's UI that a catalogue translates. The type is
 * the union of the Hindi catalogue's keys, so a string the code asks for and the catalogue lacks is
 * a type error; `npm run i18n:report` checks the other direction. Types only: nothing ships.
 */
import type assistant from "./messages/hi/assistant.json";
import type auth from "./messages/hi/auth.json";
import type common from "./messages/hi/common.json";
import type demos from "./messages/hi/demos.json";
import type home from "./messages/hi/home.json";
import type pages from "./messages/hi/pages.json";

export type MessageKey = keyof typeof common | keyof typeof home | keyof typeof demos | keyof typeof auth | keyof typeof assistant | keyof typeof pages;
