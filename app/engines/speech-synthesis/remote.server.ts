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
import type { SpeechSynthesizer, SpeechRequest, SpeechResult } from "./types";
import { logWarning, errorMessage } from "~/log.server";
import type { RemoteEngineEndpoint } from "../engine-options";
import { RemoteEngineClient, type RemoteFailure } from "../remote-engine.server";

/** Base URL; the engine serves POST {url}/synthesize. */
export interface RemoteSpeechOptions extends RemoteEngineEndpoint {
  cacheDir: string;
  cacheMaxBytes?: number;
  maxChars?: number;
}

const AUDIO_TYPES = new Set(["audio/mpeg", "audio/ogg", "audio/wav", "audio/x-wav", "audio/webm"]);
const MAX_AUDIO_BYTES = 16 * 1024 * 1024;
const PASSED_ON: SpeechSynthesisErrorCode[] = ["empty", "too_long", "invalid_ssml", "unsupported_language", "invalid_rate"];

/** The contract's failures as this engine's typed errors; a 400/422 with one of our own codes keeps it. */
function synthesisError(failure: RemoteFailure, cause?: unknown): SpeechSynthesisError {
  if (failure.kind === "timeout") return new SpeechSynthesisError("timeout", `No audio within ${failure.timeoutMs} ms.`, { cause });
  if (failure.kind === "unreachable") return new SpeechSynthesisError("unavailable", "The speech engine cannot be reached.", { cause });
  const message = failure.message?.slice(0, 300) ?? `speech engine answered ${failure.status}`;
  if (failure.category === "too_large") return new SpeechSynthesisError("too_long", message);
  const known = PASSED_ON.find((c) => c === failure.code);
  if (failure.category === "invalid" && known) return new SpeechSynthesisError(known, message);
  if (failure.category === "busy") return new SpeechSynthesisError("busy", "The speech engine is busy; try again in a moment.");
  return new SpeechSynthesisError("unavailable", `The speech engine failed (${failure.status}).`);
}

export class RemoteSpeechSynthesizer implements SpeechSynthesizer {
  readonly kind = "remote" as const;
  private readonly client: RemoteEngineClient<SpeechSynthesisError>;
  private readonly limiter: TaskLimiter;
  private readonly cache: AudioCache;
  private readonly maxChars: number;

  constructor(options: RemoteSpeechOptions) {
    this.client = new RemoteEngineClient(options, 10_000, synthesisError);
    this.maxChars = options.maxChars ?? DEFAULT_MAX_CHARS;
    this.cache = new AudioCache(options.cacheDir, options.cacheMaxBytes ?? 256 * 1024 * 1024);
    this.limiter = new TaskLimiter({ concurrency: options.concurrency ?? 4, maxQueue: options.maxQueue ?? 32, timeoutMs: this.client.timeoutMs });
  }

  async synthesize(request: SpeechRequest): Promise<SpeechResult> {
    const checked = checkRequest(request, this.maxChars);
    const key = cacheKey({ engine: "remote", lang: checked.lang, rate: checked.rate, input: checked.ssml });
    const hit = await this.cache.get(key);
    if (hit) return { ...hit, cached: true };
    const result = await this.limiter.run(async (signal) => {
      const response = await this.client.send(
        "/synthesize",
        {
          method: "POST",
          headers: { "content-type": "application/json", accept: "audio/mpeg, audio/ogg, audio/wav" },
          body: JSON.stringify({ lang: checked.lang, rate: checked.rate, ssml: checked.ssml }),
        },
        signal,
      );
      const contentType = (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
      const duration = Number(response.headers.get("x-audio-duration-ms"));
      if (!AUDIO_TYPES.has(contentType) || !Number.isFinite(duration) || duration <= 0) {
        throw new SpeechSynthesisError("unavailable", "The speech engine sent an unexpected answer.");
      }
      let audio: Buffer;
      try {
        audio = Buffer.from(await response.arrayBuffer());
      } catch (error) {
        if (signal.aborted) throw this.client.fail({ kind: "timeout", timeoutMs: this.client.timeoutMs }, error);
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
