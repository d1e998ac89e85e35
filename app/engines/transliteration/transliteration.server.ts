/**
 * Hindi transliteration for the text demo's text area, chosen by configuration: the configured
 * public lookup service when TRANSLITERATION_URL is set, else the local rule-based engine with its
 * lexicon. Answers in the public lookup service's shape (see types.ts).
 */
import { getConfig } from "~/config.server";
import { checkInput, localSuggestions, type TransliterateOptions } from "./local";
import { RemoteTransliterationEngine } from "./remote.server";
import type { TransliterationEngine, TransliterationResult } from "./types";

export { TransliterationError } from "./errors";
export { DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS, MAX_TRANSLITERATION_CHARS, type TransliterateOptions } from "./local";
export type { TransliterationEngine, TransliterationResult } from "./types";

export const localTransliterationEngine: TransliterationEngine = {
  kind: "local",
  suggest: (text, num) => Promise.resolve(localSuggestions(text, num)),
};

let engine: TransliterationEngine | null = null;

/** The configured engine (built once; `resetTransliterationEngine` drops it for tests). */
function getTransliterationEngine(): TransliterationEngine {
  if (engine) return engine;
  const { transliteration } = getConfig();
  engine = transliteration.url
    ? new RemoteTransliterationEngine({ url: transliteration.url, timeoutMs: transliteration.timeoutMs })
    : localTransliterationEngine;
  return engine;
}

/**
 * `num` (default 5) suggestions for the typed `text`, the typed text included, as
 * ["SUCCESS", [[text, options, [], { candidate_type }]]]. Bad input throws TransliterationError
 * (empty, too_long, invalid_input, unsupported_language); a failing service: timeout/unavailable.
 */
export async function transliterate(
  text: unknown,
  options: TransliterateOptions = {},
  using: TransliterationEngine = getTransliterationEngine(),
): Promise<TransliterationResult> {
  const input = checkInput(text, options);
  const suggestions = await using.suggest(input.text, input.num);
  return ["SUCCESS", [[input.text, suggestions, [], { candidate_type: suggestions.map((s) => (s === input.text ? 1 : 0)) }]]];
}
