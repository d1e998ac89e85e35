/**
 * The provider's hosted speech recogniser over HTTP. Contract: README.md in this folder.
 * Same interface, same typed errors, same concurrency cap and time limit as the local engine;
 * the upload and the phrase list are checked here before they leave the server.
 */
import { z } from "zod";
import { inspectWav } from "./audio.server";
import { SpeechRecognitionError, type SpeechRecognitionErrorCode } from "./errors";
import { TaskLimiter } from "./limiter";
import { normalisePhrases } from "./phrases";
import { DEFAULT_AUDIO_LIMITS, type AudioLimits, type RecognizeOptions, type SpeechRecognition, type SpeechRecognizer } from "./types";
import type { RemoteEngineEndpoint } from "../engine-options";
import { RemoteEngineClient, type RemoteFailure } from "../remote-engine.server";

/** Base URL; the engine serves POST {url}/recognize. */
export interface RemoteRecognizerOptions extends RemoteEngineEndpoint {
  limits?: AudioLimits;
}

const recognition = z.object({
  text: z.string().max(2_000),
  confidence: z.number().min(0).max(1),
  inList: z.boolean(),
  /** Optional in the contract: an engine that does not say is taken to have heard speech. */
  heard: z.boolean().optional(),
});

const PASSED_THROUGH: SpeechRecognitionErrorCode[] = ["empty_audio", "invalid_audio", "unsupported_format", "too_large", "too_long", "invalid_phrases"];

/** The contract's failures as this engine's typed errors; a 4xx with one of our own codes keeps it. */
function recognitionError(failure: RemoteFailure, cause?: unknown): SpeechRecognitionError {
  if (failure.kind === "timeout") return new SpeechRecognitionError("timeout", `No recognition within ${failure.timeoutMs} ms; try again.`, { cause });
  if (failure.kind === "unreachable") return new SpeechRecognitionError("unavailable", "The speech recogniser cannot be reached.", { cause });
  const message = failure.message ?? `speech engine answered ${failure.status}`;
  const code = failure.code as SpeechRecognitionErrorCode | undefined;
  if (failure.status < 500 && code && PASSED_THROUGH.includes(code)) return new SpeechRecognitionError(code, message);
  if (failure.category === "too_large") return new SpeechRecognitionError("too_large", message);
  if (failure.category === "unsupported_type") return new SpeechRecognitionError("unsupported_format", message);
  if (failure.category === "invalid") return new SpeechRecognitionError("invalid_audio", message);
  if (failure.category === "busy") return new SpeechRecognitionError("busy", "The speech recogniser is busy; try again in a moment.");
  if (failure.category === "timeout") return new SpeechRecognitionError("timeout", "The speech recogniser took too long; try again.");
  return new SpeechRecognitionError("unavailable", `The speech recogniser failed (${failure.status}).`);
}

export class RemoteSpeechRecognizer implements SpeechRecognizer {
  readonly kind = "remote" as const;
  private readonly client: RemoteEngineClient<SpeechRecognitionError>;
  private readonly limiter: TaskLimiter;
  private readonly limits: AudioLimits;

  constructor(options: RemoteRecognizerOptions) {
    this.client = new RemoteEngineClient(options, 10_000, recognitionError);
    this.limits = options.limits ?? DEFAULT_AUDIO_LIMITS;
    this.limiter = new TaskLimiter({ concurrency: options.concurrency ?? 4, maxQueue: options.maxQueue ?? 32, timeoutMs: this.client.timeoutMs });
  }

  async recognize(wav: Buffer, phrases?: readonly string[], options: RecognizeOptions = {}): Promise<SpeechRecognition> {
    inspectWav(wav, this.limits);
    const list = phrases === undefined ? [] : normalisePhrases(phrases).map((p) => p.original);
    return this.limiter.run(async (signal) => {
      const form = new FormData();
      form.append("audio", new Blob([new Uint8Array(wav)], { type: "audio/wav" }), "audio.wav");
      if (list.length) form.append("phrases", JSON.stringify(list));
      if (list.length && options.minConfidence !== undefined) form.append("minConfidence", String(options.minConfidence));
      const response = await this.client.send("/recognize", { method: "POST", body: form }, signal);
      const parsed = recognition.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new SpeechRecognitionError("unavailable", "The speech recogniser sent an unexpected answer.");
      const { text, confidence, inList, heard = true } = parsed.data;
      // An in-list answer must name one of the phrases we sent.
      if (inList && !list.includes(text)) throw new SpeechRecognitionError("unavailable", "The speech recogniser named a phrase that is not in the list.");
      if (!heard) return { text: "", confidence, inList: false, heard: false };
      return { text, confidence, inList: inList && list.length > 0, heard: true };
    });
  }

  async close(): Promise<void> {}
}
