/**
 * Typed failures of the speech synthesis engine. The code decides the HTTP status (see app/http/app-error.ts): bad input
 * is a 4xx, an engine that cannot answer now is a 503; nothing here is ever a 500.
 */
import { engineErrorClass } from "~/http/app-error";
export type SpeechSynthesisErrorCode =
  | "empty" // no text to speak
  | "too_long" // over the character cap (or the SSML markup cap)
  | "invalid_ssml" // SSML that cannot be accepted (DTDs, entity declarations)
  | "unsupported_language" // not one of hi_IN_2, en_IN, in_NM, en_US
  | "invalid_rate" // not a number in −50…+50
  | "busy" // concurrency cap and queue full
  | "timeout" // no audio within the time limit
  | "unavailable"; // synthesiser missing or failing / remote engine unreachable or broken

export const SpeechSynthesisError = engineErrorClass<SpeechSynthesisErrorCode>("SpeechSynthesisError", {
  empty: 400,
  too_long: 413,
  invalid_ssml: 400,
  unsupported_language: 400,
  invalid_rate: 400,
  busy: 503,
  timeout: 503,
  unavailable: 503,
});
export type SpeechSynthesisError = InstanceType<typeof SpeechSynthesisError>;

export function isSpeechSynthesisError(error: unknown): error is SpeechSynthesisError {
  return error instanceof SpeechSynthesisError;
}
