/**
 * The UI strings' catalogues this JavaScript environment holds, by language (decision 0180). The
 * server holds them all (catalogues.server.ts); a browser holds only the language of the pages it
 * has visited: each language's catalogue comes with its pages' layout route
 * (app/i18n/messages/<language>/route.tsx), a chunk of its own that English pages never load and
 * that the browser caches across that language's pages.
 */
import type { Messages } from "./translate";

const held = new Map<string, Messages>();

/** Called once by a catalogue's module when it is loaded. */
export function holdCatalogue(language: string, messages: Messages): void {
  held.set(language, messages);
}

/** The catalogue of `language`, or null (the default language, or one without a catalogue). */
export function catalogueOf(language: string): Messages | null {
  return held.get(language) ?? null;
}
