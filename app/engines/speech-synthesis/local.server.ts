/**
 * The embedded speech engine: espeak-ng (the Debian binary when installed, else its WebAssembly
 * build from npm) → 16-bit WAV → MP3 (LAME in WebAssembly, in a worker), cached on disk.
 * Falls back to WAV when the MP3 encoder cannot be loaded.
 */
import { AudioWorkers, WorkerAbortedError } from "./audio-workers.server";
import { AudioCache, cacheKey } from "./cache.server";
import { EspeakAbortedError, findEspeakBinary, runEspeakBinary } from "./espeak.server";
import { SpeechSynthesisError } from "./errors";
import type { CmuDictionary } from "~/engines/cmu-dictionary";
import { loadCmuDictionary } from "./indian-english";
import { TaskLimiter } from "./limiter";
import { checkRequest, espeakArgs, needsDictionary, toEspeakInput, DEFAULT_MAX_CHARS } from "./prepare";
import type { SpeechSynthesizer, SpeechRequest, SpeechResult } from "./types";
import { encodeWav } from "~/audio/wav";
import { durationMs, parseWav, type Pcm } from "./wav";
import { logWarning, errorMessage } from "~/log.server";
import type { EngineBounds } from "../engine-options";

const DEBIAN_ESPEAK = "/usr/bin/espeak-ng";

export interface LocalSpeechOptions extends EngineBounds {
  /** "auto": the binary when found, else WebAssembly. */
  espeak?: "auto" | "binary" | "wasm";
  /** Where the espeak-ng binary is (ESPEAK_NG_PATH; default /usr/bin/espeak-ng); null: use WebAssembly. */
  binary?: string | null;
  cacheDir: string;
  cacheMaxBytes?: number;
  maxChars?: number;
  /** MP3 bitrate in kbit/s (mono speech at 22.05 kHz). */
  mp3Kbps?: number;
  /** "mp3" (default) or "wav" (no encoding; also the fallback when the encoder fails to load). */
  format?: "mp3" | "wav";
}

export class LocalSpeechSynthesizer implements SpeechSynthesizer {
  readonly kind = "local" as const;
  /** Which espeak-ng runs: the Debian binary or the WebAssembly build. */
  readonly synthesizer: "binary" | "wasm";
  private readonly binary: string | null;
  private readonly cache: AudioCache;
  private readonly limiter: TaskLimiter;
  private readonly workers: AudioWorkers;
  private readonly maxChars: number;
  private readonly kbps: number;
  private format: "mp3" | "wav";
  private readonly inFlight = new Map<string, Promise<SpeechResult>>();
  private dict: CmuDictionary | null = null;

  constructor(private readonly options: LocalSpeechOptions) {
    const mode = options.espeak ?? "auto";
    const binary = options.binary === null ? null : findEspeakBinary(options.binary ?? DEBIAN_ESPEAK);
    if (mode === "binary" && !binary) throw new SpeechSynthesisError("unavailable", "The espeak-ng binary is not installed.");
    this.binary = mode === "wasm" ? null : binary;
    this.synthesizer = this.binary ? "binary" : "wasm";
    const concurrency = options.concurrency ?? 2;
    this.cache = new AudioCache(options.cacheDir, options.cacheMaxBytes ?? 256 * 1024 * 1024);
    this.limiter = new TaskLimiter({ concurrency, maxQueue: options.maxQueue ?? 16, timeoutMs: options.timeoutMs ?? 10_000 });
    // With the binary, the workers only encode MP3 (a few ms a sentence): one is enough, and each
    // costs ~35 MB while it lives. The WebAssembly espeak-ng synthesises in them: one per synthesis.
    this.workers = new AudioWorkers(this.binary ? 1 : concurrency);
    this.maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
    this.kbps = options.mp3Kbps ?? 40;
    this.format = options.format ?? "mp3";
  }

  /** Loads the CMU dictionary and the WebAssembly modules so the first request is not slow. */
  async warm(): Promise<void> {
    this.dict = await loadCmuDictionary();
    try {
      await this.workers.warm({ espeak: this.synthesizer === "wasm", mp3: this.format === "mp3" });
    } catch (error) {
      if (this.synthesizer === "wasm") throw error;
      logWarning("speech engine: MP3 encoder unavailable; serving WAV", { error: errorMessage(error) });
      this.format = "wav";
    }
  }

  get contentType(): string {
    return this.format === "mp3" ? "audio/mpeg" : "audio/wav";
  }

  async synthesize(request: SpeechRequest): Promise<SpeechResult> {
    const checked = checkRequest(request, this.maxChars);
    const key = cacheKey({ engine: "local", lang: checked.lang, rate: checked.rate, input: `${this.format}\n${checked.ssml}` });
    const hit = await this.cache.get(key);
    if (hit) return { ...hit, cached: true };
    const running = this.inFlight.get(key);
    if (running) return running.then((result) => ({ ...result, cached: true }));
    const work = this.limiter
      .run(async (signal) => {
        if (!this.dict && needsDictionary(checked)) this.dict = await loadCmuDictionary();
        const input = toEspeakInput(checked, this.dict);
        const pcm = await this.speak(espeakArgs(input), input.markup, signal);
        const audio = await this.encode(pcm, signal);
        return { audio, contentType: this.contentType, durationMs: durationMs(pcm), cached: false };
      })
      .catch((error: unknown) => {
        if (error instanceof SpeechSynthesisError) throw error;
        if (error instanceof EspeakAbortedError || error instanceof WorkerAbortedError) {
          throw new SpeechSynthesisError("timeout", "No audio within the time limit.", { cause: error });
        }
        throw new SpeechSynthesisError("unavailable", "The speech engine failed; try again later.", { cause: error });
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    const result = await work;
    await this.cache.set(key, result).catch((error: unknown) => logWarning("speech cache write failed", { error: errorMessage(error) }));
    return result;
  }

  /** espeak-ng → PCM (mono 16-bit). */
  async speak(args: string[], markup: string, signal?: AbortSignal): Promise<Pcm> {
    const wav = this.binary ? await runEspeakBinary(this.binary, args, markup, signal) : await this.workers.espeak(args, markup, signal);
    const pcm = parseWav(wav);
    if (pcm.samples.length === 0) throw new Error("espeak-ng produced no audio");
    return pcm;
  }

  private async encode(pcm: Pcm, signal: AbortSignal): Promise<Buffer> {
    if (this.format === "wav") return Buffer.from(encodeWav(pcm));
    try {
      return Buffer.from(await this.workers.mp3(pcm.samples, pcm.sampleRate, this.kbps, signal));
    } catch (error) {
      if (error instanceof WorkerAbortedError) throw error;
      logWarning("speech engine: MP3 encoding failed; serving WAV from now on", { error: errorMessage(error) });
      this.format = "wav";
      return Buffer.from(encodeWav(pcm));
    }
  }

  /** Syntheses running now and waiting (for tests and monitoring). */
  get load(): { active: number; waiting: number } {
    return { active: this.limiter.active, waiting: this.limiter.waiting };
  }

  async close(): Promise<void> {
    await this.workers.close();
  }
}
