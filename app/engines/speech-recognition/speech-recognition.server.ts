/**
 * The speech recogniser the app uses, chosen by configuration: the provider's hosted engine when
 * ASR_ENGINE_URL is set, else local pocketsphinx. `initSpeechRecognizer()` runs once at server
 * start (loads the CMU dictionary); requests then call `recognizeSpeech(wav, phrases?)`.
 */
import { existsSync } from "node:fs";
import { getConfig, type ServerConfig } from "~/config.server";
import { SpeechRecognitionError } from "./errors";
import { LocalSpeechRecognizer, type LocalRecognizerOptions } from "./local.server";
import { RemoteSpeechRecognizer } from "./remote.server";
import type { RecognizeOptions, SpeechRecognition, SpeechRecognizer } from "./types";
import { logInfo, logError, errorMessage } from "~/log.server";

export type { SpeechRecognition, SpeechRecognizer } from "./types";
export { PHRASE_LIMITS } from "./types";
export { inspectWav } from "./audio.server";
export { normalisePhrases } from "./phrases";

/** @public: `npm run bench:voice` builds its recogniser with these options. */
export function speechRecognizerOptions(asr: ServerConfig["speechRecognition"]): LocalRecognizerOptions {
  return {
    batchBinary: asr.pocketsphinxBinary,
    hmmDir: asr.hmmDir,
    lmPath: asr.lmPath,
    dictPath: asr.dictPath,
    espeakPath: asr.espeakPath,
    concurrency: asr.concurrency,
    maxQueue: asr.maxQueue,
    timeoutMs: asr.timeoutMs,
    limits: { maxBytes: asr.maxBytes, maxSeconds: asr.maxSeconds },
  };
}

let recognizer: SpeechRecognizer | null = null;
let startError: unknown = null;

export function createSpeechRecognizer(asr: ServerConfig["speechRecognition"]): SpeechRecognizer {
  const limits = { maxBytes: asr.maxBytes, maxSeconds: asr.maxSeconds };
  if (asr.engine === "remote" && asr.engineUrl) {
    return new RemoteSpeechRecognizer({
      url: asr.engineUrl,
      key: asr.engineKey,
      timeoutMs: asr.timeoutMs,
      concurrency: asr.concurrency,
      maxQueue: asr.maxQueue,
      limits,
    });
  }
  for (const file of [asr.pocketsphinxBinary, asr.hmmDir, asr.lmPath, asr.dictPath, asr.espeakPath]) {
    if (!existsSync(file)) throw new Error(`${file} is missing (install the Debian packages pocketsphinx, pocketsphinx-en-us and espeak-ng)`);
  }
  return new LocalSpeechRecognizer(speechRecognizerOptions(asr));
}

/**
 * Starts the recogniser once. A missing pocketsphinx does not stop the server: the error is logged
 * and recognitions answer `unavailable` (503) until a restart.
 */
export async function initSpeechRecognizer(asr: ServerConfig["speechRecognition"] = getConfig().speechRecognition): Promise<SpeechRecognizer | null> {
  if (recognizer) return recognizer;
  try {
    // Nothing is loaded ahead (decision 0039): the pronunciation dictionary (~6 MB) and the decoder
    // processes start with the first recognition; idle decoders end after 30 s.
    const created = createSpeechRecognizer(asr);
    recognizer = created;
    startError = null;
    logInfo("speech recogniser ready", { kind: created.kind, detail: asr.engine === "remote" ? asr.engineUrl : "pocketsphinx" });
    return created;
  } catch (error) {
    startError = error;
    logError("speech recogniser unavailable", { error: errorMessage(error) });
    return null;
  }
}

export function getSpeechRecognizer(): SpeechRecognizer {
  if (recognizer) return recognizer;
  throw new SpeechRecognitionError("unavailable", "Voice recognition is not available right now.", startError ? { cause: startError } : undefined);
}

/** Recognises one WAV against a phrase list (or the general model without one); errors are typed. */
export async function recognizeSpeech(wav: Buffer, phrases?: readonly string[], options?: RecognizeOptions): Promise<SpeechRecognition> {
  return getSpeechRecognizer().recognize(wav, phrases, options);
}

export async function closeSpeechRecognizer(): Promise<void> {
  const current = recognizer;
  recognizer = null;
  await current?.close();
}
