/**
 * The transliteration engine's answer, in the public lookup service's shape:
 *
 *   ["SUCCESS", [[typed, [option1, …, typed], [], { candidate_type: [0, …] }]]]
 *
 * - element 0: the status, always "SUCCESS" (a failure is thrown as a TransliterationError, which
 *   the API answers with a 4xx or 503, so the page shows no suggestions);
 * - element 1: one entry per request text: the typed text, its options (Devanagari first, the typed
 *   text itself last, `num` in all unless fewer exist), an empty annotations list, and metadata
 *   with one `candidate_type` number per option (0 = transliteration, 1 = the typed text).
 */
type TransliterationEntry = [string, string[], [], { candidate_type: number[] }];
export type TransliterationResult = ["SUCCESS", TransliterationEntry[]];

export interface TransliterationEngine {
  readonly kind: "local" | "remote";
  /** `num` options for `text` (typed text included); input already checked. */
  suggest(text: string, num: number): Promise<string[]>;
}
