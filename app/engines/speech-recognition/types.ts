/** The speech-recognition engine's interface, shared by the local and the remote implementation. */

export interface SpeechRecognition {
  /**
   * With a phrase list: the recognised phrase exactly as it was written in the list when `inList`,
   * else "" (out of list). Without a phrase list: the words the general English model heard, lower
   * case (possibly "").
   */
  text: string;
  /**
   * 0..1: with a list, how sure the engine is of its answer (that phrase, or that no listed phrase
   * was said). Without a list the local engine has no calibrated score: 0.5 when it heard words.
   */
  confidence: number;
  /** True only when a phrase list was given and `text` is one of its phrases. */
  inList: boolean;
  /**
   * False when the recording holds no speech at all (silence, noise, hum, clicks, breath): then
   * `text` is "" and `inList` false, and the caller says "no speech heard" rather than "not in the
   * list".
   */
  heard: boolean;
}

/** How a caller wants an answer from a phrase list decided. */
export interface RecognizeOptions {
  /**
   * 0..1: how sure the engine must be that a listed phrase was said before it names it (default
   * 0.5). A caller that shows what was heard and lets the visitor correct it can ask for less,
   * and so hears more in noise at the cost of naming a phrase for more other speech.
   */
  minConfidence?: number;
}

export interface SpeechRecognizer {
  readonly kind: "local" | "remote";
  /**
   * Recognises one WAV recording. `phrases` (the category's phrase list, changed freely from one
   * call to the next) restricts the answer to those phrases or an out-of-list answer; without it
   * (or with an empty list) the general English model is used. Errors are SpeechRecognitionError.
   */
  recognize(wav: Buffer, phrases?: readonly string[], options?: RecognizeOptions): Promise<SpeechRecognition>;
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
