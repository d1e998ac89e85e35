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
import { DEFAULT_AUDIO_LIMITS, type AudioLimits, type SpeechRecognition, type SpeechRecognizer } from "./types";
import type { RemoteEngineEndpoint } from "../engine-options";

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

const errorBody = z.object({ error: z.object({ code: z.string().optional(), message: z.string().max(500).optional() }) });

const PASSED_THROUGH: SpeechRecognitionErrorCode[] = ["empty_audio", "invalid_audio", "unsupported_format", "too_large", "too_long", "invalid_phrases"];

function errorFor(status: number, body: unknown): SpeechRecognitionError {
  const parsed = errorBody.safeParse(body);
  const code = parsed.success ? parsed.data.error.code : undefined;
  const message = parsed.success && parsed.data.error.message ? parsed.data.error.message : `speech engine answered ${status}`;
  if (status >= 400 && status < 500 && code && (PASSED_THROUGH as string[]).includes(code)) {
    return new SpeechRecognitionError(code as SpeechRecognitionErrorCode, message);
  }
  if (status === 413) return new SpeechRecognitionError("too_large", message);
  if (status === 415) return new SpeechRecognitionError("unsupported_format", message);
  if (status === 400 || status === 422) return new SpeechRecognitionError("invalid_audio", message);
  if (status === 429 || status === 503) return new SpeechRecognitionError("busy", "The speech recogniser is busy; try again in a moment.");
  if (status === 504) return new SpeechRecognitionError("timeout", "The speech recogniser took too long; try again.");
  return new SpeechRecognitionError("unavailable", `The speech recogniser failed (${status}).`);
}

export class RemoteSpeechRecognizer implements SpeechRecognizer {
  readonly kind = "remote" as const;
  private readonly base: string;
  private readonly limiter: TaskLimiter;
  private readonly limits: AudioLimits;
  private readonly timeoutMs: number;

  constructor(private readonly options: RemoteRecognizerOptions) {
    this.base = options.url.replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.limits = options.limits ?? DEFAULT_AUDIO_LIMITS;
    this.limiter = new TaskLimiter({ concurrency: options.concurrency ?? 4, maxQueue: options.maxQueue ?? 32, timeoutMs: this.timeoutMs });
  }

  async recognize(wav: Buffer, phrases?: readonly string[]): Promise<SpeechRecognition> {
    inspectWav(wav, this.limits);
    const list = phrases === undefined ? [] : normalisePhrases(phrases).map((p) => p.original);
    return this.limiter.run(async (signal) => {
      const form = new FormData();
      form.append("audio", new Blob([new Uint8Array(wav)], { type: "audio/wav" }), "audio.wav");
      if (list.length) form.append("phrases", JSON.stringify(list));
      let response: Response;
      try {
        response = await fetch(`${this.base}/recognize`, {
          method: "POST",
          headers: { accept: "application/json", ...(this.options.key ? { authorization: `Bearer ${this.options.key}` } : {}) },
          body: form,
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw new SpeechRecognitionError("timeout", `No recognition within ${this.timeoutMs} ms; try again.`, { cause: error });
        throw new SpeechRecognitionError("unavailable", "The speech recogniser cannot be reached.", { cause: error });
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw errorFor(response.status, body);
      const parsed = recognition.safeParse(body);
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
