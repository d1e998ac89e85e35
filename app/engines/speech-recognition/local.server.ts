/**
 * The embedded speech recogniser: pocketsphinx (Debian `pocketsphinx`, `pocketsphinx-en-us`),
 * decoding each recording twice, with a grammar and dictionary built from that request's phrase
 * list and with a loop of phones (decide.ts compares the two). The decoder processes are kept warm
 * per grammar (decoder-pool.server.ts), so a phrase list can change between two calls with nothing
 * restarted. Without a phrase list the general English language model decodes. Every call goes
 * through a concurrency cap, a bounded queue and a time limit; temporary files are always removed.
 */
import { randomUUID } from "node:crypto";
import { decodeWav, encodeWav16, inspectWav, normaliseSamples, DEFAULT_NORMALISE, type NormaliseOptions } from "./audio.server";
import { DEFAULT_THRESHOLDS, evidence, inListProbability, type Thresholds } from "./decide";
import { SpeechRecognitionError } from "./errors";
import { buildGrammar, buildPhoneLoop } from "./grammar";
import { Lexicon } from "./lexicon.server";
import { indianEnglishToDevanagari, loadCmuDictionary } from "~/engines/speech-synthesis/indian-english";
import { TaskLimiter } from "./limiter";
import { normalisePhrases } from "./phrases";
import { DecoderPool } from "./decoder-pool.server";
import type { Decode, PocketsphinxPaths } from "./pocketsphinx.server";
import { DEFAULT_AUDIO_LIMITS, type AudioLimits, type RecognizeOptions, type SpeechRecognition, type SpeechRecognizer } from "./types";
import type { EngineBounds } from "../engine-options";
import { DEFAULT_SPEECH_PRESENCE, detectSpeech, type SpeechPresenceOptions } from "./speech-presence";

export interface LocalRecognizerOptions extends PocketsphinxPaths, EngineBounds {
  espeakPath: string;
  limits?: AudioLimits;
  thresholds?: Thresholds;
  normalise?: NormaliseOptions;
  /** The speech-presence check before decoding (speech-presence.ts). */
  speechPresence?: SpeechPresenceOptions;
  /** Where the decoders' folder goes (default: the OS temp folder). */
  tmpDir?: string;
  /**
   * Add the Indian reading of every word to its pronunciations (lexicon.server.ts). Off by default:
   * measured on held-out voices it did not pay (decision 0034); `bench:voice -- --indian-readings`.
   */
  indianReadings?: boolean;
}

/** What the decision was based on: for the benchmark and the threshold measurements. */
export interface RecognitionDetail extends SpeechRecognition {
  /** The best listed phrase (even when rejected as out of list), or null. */
  bestPhrase: string | null;
  /** The evidence score of ./decide.ts (null when no phrase fitted at all). */
  margin: number | null;
  /** Raw scores: acoustic of the phrase decode and of the phone loop, speech frames. */
  scores: { phrase: number; loop: number; speechFrames: number; frames: number } | null;
  decodeMs: number;
}

export const DEBIAN_POCKETSPHINX: PocketsphinxPaths & { espeakPath: string } = {
  batchBinary: "/usr/bin/pocketsphinx_batch",
  hmmDir: "/usr/share/pocketsphinx/model/en-us/en-us",
  lmPath: "/usr/share/pocketsphinx/model/en-us/en-us.lm.bin",
  dictPath: "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict",
  espeakPath: "/usr/bin/espeak-ng",
};

export class LocalSpeechRecognizer implements SpeechRecognizer {
  readonly kind = "local" as const;
  readonly lexicon: Lexicon;
  private readonly limiter: TaskLimiter;
  private readonly limits: AudioLimits;
  private readonly thresholds: Thresholds;
  private readonly normalise: NormaliseOptions;
  private readonly presence: SpeechPresenceOptions;
  private readonly loop = buildPhoneLoop();
  private readonly decoders: DecoderPool;

  constructor(private readonly options: LocalRecognizerOptions) {
    this.lexicon = new Lexicon({
      dictPath: options.dictPath,
      espeakPath: options.espeakPath,
      // The spelling the text demo's Indian English voice speaks: names as Indians write them in
      // Devanagari, other words through the dictionary the way Indian English realises them.
      indianSpelling: options.indianReadings ? async (word) => indianEnglishToDevanagari(word, await loadCmuDictionary(), "in_NM") : undefined,
    });
    this.limits = options.limits ?? DEFAULT_AUDIO_LIMITS;
    this.thresholds = options.thresholds ?? DEFAULT_THRESHOLDS;
    this.normalise = options.normalise ?? DEFAULT_NORMALISE;
    this.presence = options.speechPresence ?? DEFAULT_SPEECH_PRESENCE;
    this.decoders = new DecoderPool(options, { tmpDir: options.tmpDir });
    this.limiter = new TaskLimiter({
      concurrency: options.concurrency ?? 2,
      maxQueue: options.maxQueue ?? 16,
      timeoutMs: options.timeoutMs ?? 10_000,
    });
  }

  /**
   * Loads the CMU dictionary and starts a phone-loop decoder per concurrent request (done once at
   * server start, so the first requests do not pay).
   */
  async warmUp(): Promise<void> {
    await Promise.all([this.lexicon.load(), this.decoders.prestart(this.loop, this.options.concurrency ?? 2)]);
  }

  /** Decoder processes started so far (each one costs ~60 ms of CPU; most requests start none). */
  get decoderStarts(): number {
    return this.decoders.processesStarted;
  }

  get active(): number {
    return this.limiter.active;
  }

  async recognize(wav: Buffer, phrases?: readonly string[], options?: RecognizeOptions): Promise<SpeechRecognition> {
    const { text, confidence, inList, heard } = await this.recognizeDetailed(wav, phrases, options);
    return { text, confidence, inList, heard };
  }

  async recognizeDetailed(wav: Buffer, phrases?: readonly string[], options: RecognizeOptions = {}): Promise<RecognitionDetail> {
    inspectWav(wav, this.limits); // cheap checks first: bad input never waits in the queue
    const list = phrases === undefined ? [] : normalisePhrases(phrases);
    return this.limiter.run(async (signal) => {
      const started = performance.now();
      const decoded = decodeWav(wav, this.limits);
      // No voice in it: answered at once, without a decode that would name a phrase for any sound.
      const presence = detectSpeech(decoded.samples, decoded.sampleRate, this.presence);
      if (!presence.speech) {
        return { text: "", confidence: 1, inList: false, heard: false, bestPhrase: null, margin: null, scores: null, decodeMs: performance.now() - started };
      }
      const audio = encodeWav16(normaliseSamples(decoded.samples, decoded.sampleRate, this.normalise));
      const id = randomUUID();
      try {
        await this.decoders.writeUtterance(id, audio);
        if (list.length === 0) {
          const general = await this.decoders.decode(id, null, signal);
          return {
            text: general.words.join(" "),
            confidence: general.words.length ? 0.5 : 0,
            inList: false,
            heard: true,
            bestPhrase: null,
            margin: null,
            scores: null,
            decodeMs: performance.now() - started,
          };
        }
        const words = [...new Set(list.flatMap((p) => p.words))];
        const pronunciations = new Map<string, string[]>();
        for (const pron of await Promise.all(words.map((w) => this.lexicon.pronounce(w)))) pronunciations.set(pron.word, pron.variants);
        if (signal.aborted) throw new SpeechRecognitionError("timeout", "The recognition took too long and was stopped.");
        const grammar = buildGrammar(list, pronunciations);
        const [phrase, loop]: [Decode, Decode] = await Promise.all([this.decoders.decode(id, grammar, signal), this.decoders.decode(id, this.loop, signal)]);
        const index = grammar.symbols.get(phrase.words.join(" "));
        const best = index === undefined ? null : list[index]!;
        const m = best ? evidence({ phrase: phrase.acoustic, loop: loop.acoustic, frames: phrase.frames }, this.thresholds) : -Infinity;
        const p = inListProbability(m, this.thresholds);
        // p is 0.5 exactly at the fitted threshold, so the default bar is the fitted decision.
        const accepted = best !== null && p >= (options.minConfidence ?? 0.5);
        return {
          text: accepted ? best.original : "",
          confidence: Number((accepted ? p : 1 - p).toFixed(3)),
          inList: accepted,
          heard: true,
          bestPhrase: best?.original ?? null,
          margin: Number.isFinite(m) ? m : null,
          scores: { phrase: phrase.acoustic, loop: loop.acoustic, speechFrames: phrase.speechFrames, frames: phrase.frames },
          decodeMs: performance.now() - started,
        };
      } finally {
        await this.decoders.removeUtterance(id);
      }
    });
  }

  async close(): Promise<void> {
    await this.decoders.close();
  }
}
