/**
 * What every remote engine shares: the hosted engine's base URL and bearer key, one HTTP exchange,
 * and the names of the ways it can fail, so the speech recogniser, the speech engine and the food
 * engine map failures to their own typed errors in one small function each (`toError`) instead of
 * each copying the fetch, the error body and the status table. Contracts: each engine's README.
 */
import { z } from "zod";
import type { RemoteEngineEndpoint } from "./engine-options";

/** How an exchange with the hosted engine failed. */
export type RemoteFailure =
  | { kind: "timeout"; timeoutMs: number }
  | { kind: "unreachable" }
  /** The engine answered with an error status: `category` from the status, `code` and `message` from its body. */
  | { kind: "refused"; status: number; category: RefusalCategory; code: string | undefined; message: string | undefined };

type RefusalCategory = "too_large" | "unsupported_type" | "invalid" | "busy" | "timeout" | "failed";

/** The contract's status table, the same for every engine. */
function refusalCategory(status: number): RefusalCategory {
  if (status === 413) return "too_large";
  if (status === 415) return "unsupported_type";
  if (status === 400 || status === 422) return "invalid";
  if (status === 429 || status === 503) return "busy";
  if (status === 504) return "timeout";
  return "failed";
}

// { "error": { "code": "...", "message": "..." } }, as every contract has it; messages are capped.
const errorBody = z.object({ error: z.object({ code: z.string().max(100).optional(), message: z.string().optional() }) });

export class RemoteEngineClient<E extends Error> {
  readonly timeoutMs: number;
  private readonly base: string;

  constructor(
    private readonly endpoint: RemoteEngineEndpoint,
    defaultTimeoutMs: number,
    /** The engine's own typed error for a failure (the fetch error, when there was one, as the cause). */
    private readonly toError: (failure: RemoteFailure, cause?: unknown) => E,
  ) {
    this.base = endpoint.url.replace(/\/+$/, "");
    this.timeoutMs = endpoint.timeoutMs ?? defaultTimeoutMs;
  }

  /** `toError` of a failure, for checks the engine makes on an answer it received. */
  fail(failure: RemoteFailure, cause?: unknown): E {
    return this.toError(failure, cause);
  }

  /**
   * One request to `{url}{path}` with the bearer key; the Response when its status is 2xx, else
   * the engine's typed error (timeout when `signal` ended it, unreachable, or refused).
   */
  async send(path: string, init: { method?: string; headers?: Record<string, string>; body?: BodyInit }, signal: AbortSignal): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method: init.method ?? "GET",
        headers: { accept: "application/json", ...(this.endpoint.key ? { authorization: `Bearer ${this.endpoint.key}` } : {}), ...init.headers },
        body: init.body,
        signal,
      });
    } catch (error) {
      throw this.toError(signal.aborted ? { kind: "timeout", timeoutMs: this.timeoutMs } : { kind: "unreachable" }, error);
    }
    if (response.ok) return response;
    const parsed = errorBody.safeParse(await response.json().catch(() => null));
    const error = parsed.success ? parsed.data.error : undefined;
    throw this.toError({
      kind: "refused",
      status: response.status,
      category: refusalCategory(response.status),
      code: error?.code,
      message: error?.message?.slice(0, 500),
    });
  }
}
