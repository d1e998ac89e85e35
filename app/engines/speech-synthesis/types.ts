/** The speech synthesis engine's interface, shared by the local and the remote implementation. */

/** The text demo's language codes (SPEC §7). */
export const SPEECH_LANGS = ["hi_IN_2", "en_IN", "in_NM", "en_US"] as const;
export type SpeechLang = (typeof SPEECH_LANGS)[number];
export const DEFAULT_SPEECH_LANG: SpeechLang = "hi_IN_2";

/** Speaking rate bounds in percent (SPEC §9: −50…50, step 1, rounded to two decimals). */
export const MIN_RATE = -50;
export const MAX_RATE = 50;

export interface SpeechRequest {
  /** Language/voice code; default hi_IN_2. */
  lang?: string;
  /** The text, or SSML when `ssml` is true (or, when `ssml` is undefined, when it opens like XML: <speak>, <?xml, <!DOCTYPE). */
  text: string;
  /** Speaking rate in percent, −50…+50 (0 = the voice's normal speed). */
  rate?: number;
  ssml?: boolean;
}

export interface SpeechResult {
  /** Encoded audio: MP3 (audio/mpeg), or WAV (audio/wav) when no encoder could be loaded. */
  audio: Buffer;
  contentType: string;
  /** Length of the speech in milliseconds. */
  durationMs: number;
  /** True when the audio came from the disk cache (or a synthesis of the same request in flight). */
  cached: boolean;
}

export interface SpeechSynthesizer {
  readonly kind: "local" | "remote";
  synthesize(request: SpeechRequest): Promise<SpeechResult>;
  close(): Promise<void>;
}
