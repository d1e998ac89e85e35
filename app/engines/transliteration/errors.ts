/**
 * Typed failures of the transliteration engine. The code decides the HTTP status (see app/http/app-error.ts): bad input
 * is a 4xx, a lookup service that cannot answer now is a 503; nothing here is ever a 500.
 */
import { engineErrorClass } from "~/http/app-error";
export type TransliterationErrorCode =
  | "empty" // nothing to transliterate
  | "too_long" // over the character cap
  | "invalid_input" // not Latin letters (the lookup is Latin → Devanagari)
  | "unsupported_language" // only Hindi ("hi") is offered
  | "timeout" // the configured lookup service did not answer in time
  | "unavailable"; // the configured lookup service is unreachable or answered something unexpected

export const TransliterationError = engineErrorClass<TransliterationErrorCode>("TransliterationError", {
  empty: 400,
  too_long: 413,
  invalid_input: 400,
  unsupported_language: 400,
  timeout: 503,
  unavailable: 503,
});
export type TransliterationError = InstanceType<typeof TransliterationError>;
