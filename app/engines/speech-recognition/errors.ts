/**
 * Typed failures of the speech-recognition engine. The code decides the HTTP status (see app/http/app-error.ts): bad
 * input is a 4xx, an engine that cannot answer now is a 503; nothing here is ever a 500.
 */
import { engineErrorClass } from "~/http/app-error";
export type SpeechRecognitionErrorCode =
  | "empty_audio" // no bytes, or a WAV with no samples
  | "invalid_audio" // not a WAV file, or a WAV whose header or data is broken
  | "unsupported_format" // a WAV encoding we do not decode (e.g. A-law, 12-bit)
  | "too_large" // over the byte cap (default 2 MB)
  | "too_long" // over the duration cap (default 30 s)
  | "invalid_phrases" // phrase list too long, or a phrase with no speakable word
  | "busy" // concurrency cap and queue full
  | "timeout" // no answer within the time limit
  | "unavailable"; // pocketsphinx missing / remote engine unreachable or broken

export const SpeechRecognitionError = engineErrorClass<SpeechRecognitionErrorCode>("SpeechRecognitionError", {
  empty_audio: 400,
  invalid_audio: 400,
  unsupported_format: 415,
  too_large: 413,
  too_long: 413,
  invalid_phrases: 400,
  busy: 503,
  timeout: 503,
  unavailable: 503,
});
export type SpeechRecognitionError = InstanceType<typeof SpeechRecognitionError>;
