/**
 * The speech synthesis engine the app uses, chosen by configuration: the provider's hosted engine
 * when TTS_ENGINE_URL is set, else local espeak-ng. Requests call `synthesize()`; the engine is
 * built on first use, or ahead of time by `initSpeechSynthesis()` (e.g. at server start).
 */
import { getConfig, type ServerConfig } from "~/config.server";
import { SpeechSynthesisError } from "./errors";
import { LocalSpeechSynthesizer } from "./local.server";
import { RemoteSpeechSynthesizer } from "./remote.server";
import type { SpeechSynthesizer, SpeechRequest, SpeechResult } from "./types";
import { logInfo, logError, errorMessage } from "~/log.server";

export { isSpeechSynthesisError } from "./errors";
export { MAX_RATE, MIN_RATE, SPEECH_LANGS, type SpeechSynthesizer, type SpeechRequest, type SpeechResult } from "./types";
export { VOICES } from "./prepare";
let engine: SpeechSynthesizer | null = null;
let starting: Promise<SpeechSynthesizer> | null = null;
let startError: unknown = null;

function createSpeechSynthesizer(speech: ServerConfig["speechSynthesis"]): SpeechSynthesizer {
  const common = {
    cacheDir: speech.cacheDir,
    cacheMaxBytes: speech.cacheMaxBytes,
    timeoutMs: speech.timeoutMs,
    concurrency: speech.concurrency,
    maxQueue: speech.maxQueue,
    maxChars: speech.maxChars,
  };
  if (speech.engine === "remote" && speech.engineUrl) {
    return new RemoteSpeechSynthesizer({ url: speech.engineUrl, key: speech.engineKey, ...common });
  }
  return new LocalSpeechSynthesizer({ espeak: speech.espeak, binary: speech.espeakPath, ...common });
}

/**
 * Builds (and for the local engine warms: CMU dictionary, WebAssembly) the configured engine once.
 * A failure does not stop the server: it is logged, and syntheses answer `unavailable` (503).
 */
export async function initSpeechSynthesis(speech: ServerConfig["speechSynthesis"] = getConfig().speechSynthesis): Promise<SpeechSynthesizer | null> {
  if (engine) return engine;
  starting ??= (async () => {
    const created = createSpeechSynthesizer(speech);
    // With the espeak-ng binary nothing is loaded ahead: the dictionary and the MP3 encoder's
    // worker load on the first synthesis (decision 0039). The WebAssembly espeak-ng is the
    // synthesiser itself, so it is checked now.
    if (created instanceof LocalSpeechSynthesizer && created.synthesizer === "wasm") await created.warm();
    return created;
  })();
  try {
    engine = await starting;
    startError = null;
    const detail = engine instanceof LocalSpeechSynthesizer ? `espeak-ng ${engine.synthesizer}, ${engine.contentType}` : speech.engineUrl;
    logInfo("speech engine ready", { kind: engine.kind, detail });
    return engine;
  } catch (error) {
    startError = error;
    logError("speech engine unavailable", { error: errorMessage(error) });
    return null;
  } finally {
    starting = null;
  }
}

async function getSpeechEngine(): Promise<SpeechSynthesizer> {
  if (engine) return engine;
  const ready = await initSpeechSynthesis();
  if (ready) return ready;
  throw new SpeechSynthesisError("unavailable", "Speech synthesis is not available right now.", startError ? { cause: startError } : undefined);
}

/**
 * Speaks `text` (or SSML) in `lang` at `rate` percent. Errors are SpeechSynthesisError: empty,
 * too_long, invalid_ssml, unsupported_language, invalid_rate (4xx); busy, timeout, unavailable (503).
 */
export async function synthesize(request: SpeechRequest): Promise<SpeechResult> {
  return (await getSpeechEngine()).synthesize(request);
}

export async function closeSpeechSynthesis(): Promise<void> {
  const current = engine;
  engine = null;
  await current?.close();
}
