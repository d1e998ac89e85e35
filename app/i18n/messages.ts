/**
 * The UI strings' keys: every English text of the site's UI that a catalogue translates. The type is
 * the Hindi catalogue's keys, so a string the code asks for and the catalogue lacks is a type
 * error; `npm run i18n:report` checks the other direction. Types only: nothing ships.
 */
import type { HINDI } from "./messages/hi/catalogue";

export type MessageKey = keyof typeof HINDI;
