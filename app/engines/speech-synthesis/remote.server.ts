/**
 * The provider's hosted speech engine over HTTP (TTS_ENGINE_URL + TTS_ENGINE_KEY). Contract:
 * README.md in this folder. Same interface, same checks before anything leaves the server (the
 * engine is sent sanitised SSML, never the caller's raw text), same typed errors, concurrency cap,
 * time limit and disk cache as the local engine.
 */
import { AudioCache, cacheKey } from "./cache.server";
import { SpeechSynthesisError, type SpeechSynthesisErrorCode } from "./errors";
import { TaskLimiter } from "./limiter";
import { checkRequest, DEFAULT_MAX_CHARS } from "./prepare";
import type { SpeechEngine, SpeechRequest, SpeechResult } from "./types";
import { logWarning, errorMessage } from "~/log.server";
import type { RemoteEngineEndpoint } from "../engine-options";

/** Base URL; the engine serves POST {url}/synthesize. */
export interface RemoteSpeechOptions extends RemoteEngineEndpoint {
  cacheDir: string;
  cacheMaxBytes?: number;
  maxChars?: number;
}

const AUDIO_TYPES = new Set(["audio/mpeg", "audio/ogg", "audio/wav", "audio/x-wav", "audio/webm"]);
const MAX_AUDIO_BYTES = 16 * 1024 * 1024;
const PASSED_ON: SpeechSynthesisErrorCode[] = ["empty", "too_long", "invalid_ssml", "unsupported_language", "invalid_rate"];

async function errorFor(response: Response): Promise<SpeechSynthesisError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
  const code = typeof body?.error?.code === "string" ? body.error.code : "";
  const message = typeof body?.error?.message === "string" ? body.error.message.slice(0, 300) : `speech engine answered ${response.status}`;
  if (response.status === 413) return new SpeechSynthesisError("too_long", message);
  if (response.status === 400 || response.status === 422) {
    const known = PASSED_ON.find((c) => c === code);
    if (known) return new SpeechSynthesisError(known, message);
  }
  if (response.status === 429 || response.status === 503) return new SpeechSynthesisError("busy", "The speech engine is busy; try again in a moment.");
  return new SpeechSynthesisError("unavailable", `The speech engine failed (${response.status}).`);
}

export class RemoteSpeechEngine implements SpeechEngine {
  readonly kind = "remote" as const;
  private readonly base: string;
  private readonly limiter: TaskLimiter;
  private readonly cache: AudioCache;
  private readonly timeoutMs: number;
  private readonly maxChars: number;

  constructor(private readonly options: RemoteSpeechOptions) {
    this.base = options.url.replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
    this.cache = new AudioCache(options.cacheDir, options.cacheMaxBytes ?? 256 * 1024 * 1024);
    this.limiter = new TaskLimiter({ concurrency: options.concurrency ?? 4, maxQueue: options.maxQueue ?? 32, timeoutMs: this.timeoutMs });
  }

  async synthesize(request: SpeechRequest): Promise<SpeechResult> {
    const checked = checkRequest(request, this.maxChars);
    const key = cacheKey({ engine: "remote", lang: checked.lang, rate: checked.rate, input: checked.ssml });
    const hit = await this.cache.get(key);
    if (hit) return { ...hit, cached: true };
    const result = await this.limiter.run(async (signal) => {
      let response: Response;
      try {
        response = await fetch(`${this.base}/synthesize`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "audio/mpeg, audio/ogg, audio/wav",
            ...(this.options.key ? { authorization: `Bearer ${this.options.key}` } : {}),
          },
          body: JSON.stringify({ lang: checked.lang, rate: checked.rate, ssml: checked.ssml }),
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw new SpeechSynthesisError("timeout", `No audio within ${this.timeoutMs} ms.`, { cause: error });
        throw new SpeechSynthesisError("unavailable", "The speech engine cannot be reached.", { cause: error });
      }
      if (!response.ok) throw await errorFor(response);
      const contentType = (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
      const duration = Number(response.headers.get("x-audio-duration-ms"));
      if (!AUDIO_TYPES.has(contentType) || !Number.isFinite(duration) || duration <= 0) {
        throw new SpeechSynthesisError("unavailable", "The speech engine sent an unexpected answer.");
      }
      let audio: Buffer;
      try {
        audio = Buffer.from(await response.arrayBuffer());
      } catch (error) {
        if (signal.aborted) throw new SpeechSynthesisError("timeout", `No audio within ${this.timeoutMs} ms.`, { cause: error });
        throw new SpeechSynthesisError("unavailable", "The speech engine's answer was cut off.", { cause: error });
      }
      if (audio.length === 0 || audio.length > MAX_AUDIO_BYTES) throw new SpeechSynthesisError("unavailable", "The speech engine sent no usable audio.");
      return { audio, contentType, durationMs: Math.round(duration), cached: false };
    });
    await this.cache.set(key, result).catch((error: unknown) => logWarning("speech cache write failed", { error: errorMessage(error) }));
    return result;
  }

  async close(): Promise<void> {}
}
