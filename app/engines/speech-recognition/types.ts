/** The speech-recognition engine's interface, shared by the local and the remote implementation. */

export interface SpeechRecognition {
  /**
   * With a phrase list: the recognised phrase exactly as it was written in the list when `inList`,
   * else what the general English model heard (possibly ""). Without a phrase list: what the
   * general English model heard.
   */
  text: string;
  /** 0..1: how sure the engine is that `text` is what was said (for a list: that it is that phrase). */
  confidence: number;
  /** True only when a phrase list was given and `text` is one of its phrases. */
  inList: boolean;
}

export interface SpeechRecognizer {
  readonly kind: "local" | "remote";
  /**
   * Recognises one WAV recording. `phrases` (the category's phrase list, changed freely from one
   * call to the next) restricts the answer to those phrases or an out-of-list answer; without it
   * (or with an empty list) the general English model is used. Errors are SpeechRecognitionError.
   */
  recognize(wav: Buffer, phrases?: readonly string[]): Promise<SpeechRecognition>;
  close(): Promise<void>;
}

/** Caps on what a caller may send, enforced before any decoding. */
export interface AudioLimits {
  maxBytes: number;
  maxSeconds: number;
}

export const DEFAULT_AUDIO_LIMITS: AudioLimits = { maxBytes: 2 * 1024 * 1024, maxSeconds: 30 };

/** Caps on the phrase list. */
export const PHRASE_LIMITS = { maxPhrases: 200, maxPhraseChars: 100, maxWordsPerPhrase: 12 } as const;
