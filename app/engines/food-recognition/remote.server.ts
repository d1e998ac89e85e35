/**
 * The provider's hosted food engine (e.g. its Indian-dish model) over HTTP. Contract: README.md in
 * this folder. Same interface, same typed errors, same concurrency cap and time limit as the local
 * engine; the upload is validated here before it leaves the server.
 */
import { z } from "zod";
import { FoodEngineError } from "./errors";
import { TaskLimiter } from "./limiter";
import type { FoodEngine, FoodRecognition } from "./types";
import { DEFAULT_IMAGE_LIMITS, validateImageBytes, type ImageLimits } from "./validate.server";
import type { RemoteEngineEndpoint } from "../engine-options";

/** Base URL; the engine serves POST {url}/recognize and GET {url}/foods. */
export interface RemoteEngineOptions extends RemoteEngineEndpoint {
  limits?: ImageLimits;
}

const guess = z.object({
  item: z.string().min(1),
  label: z.string().nullish(),
  confidence: z.number().min(0).max(1),
});

const recognition = z.object({
  item: z.string().min(1).nullable(),
  label: z.string().nullish(),
  confidence: z.number().min(0).max(1),
  isFood: z.boolean(),
  foodProbability: z.number().min(0).max(1).nullish(),
  alternatives: z.array(guess).max(20).optional(),
});

const foods = z.object({ foods: z.array(z.string().min(1)).max(10_000) });

const errorBody = z.object({ error: z.object({ code: z.string().optional(), message: z.string().optional() }) });

function errorFor(status: number, body: unknown): FoodEngineError {
  const parsed = errorBody.safeParse(body);
  const message = parsed.success && parsed.data.error.message ? parsed.data.error.message : `food engine answered ${status}`;
  if (status === 413) return new FoodEngineError("too_large", message);
  if (status === 415) return new FoodEngineError("unsupported_type", message);
  if (status === 400 || status === 422) return new FoodEngineError("invalid_image", message);
  if (status === 429 || status === 503) return new FoodEngineError("busy", message);
  return new FoodEngineError("unavailable", `The food engine failed (${status}).`);
}

export class RemoteFoodEngine implements FoodEngine {
  readonly kind = "remote" as const;
  private readonly base: string;
  private readonly limiter: TaskLimiter;
  private readonly limits: ImageLimits;
  private readonly timeoutMs: number;
  private foodList: string[] = [];

  constructor(private readonly options: RemoteEngineOptions) {
    this.base = options.url.replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.limits = options.limits ?? DEFAULT_IMAGE_LIMITS;
    this.limiter = new TaskLimiter({
      concurrency: options.concurrency ?? 4,
      maxQueue: options.maxQueue ?? 32,
      timeoutMs: this.timeoutMs,
    });
  }

  private headers(extra: Record<string, string>): Record<string, string> {
    return { accept: "application/json", ...(this.options.key ? { authorization: `Bearer ${this.options.key}` } : {}), ...extra };
  }

  /** Fetches the list of foods the engine knows (done once at start by initFoodEngine). */
  async loadKnownFoods(): Promise<string[]> {
    let response: Response;
    try {
      response = await fetch(`${this.base}/foods`, { headers: this.headers({}), signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new FoodEngineError("unavailable", "The food engine cannot be reached.", { cause: error });
    }
    if (!response.ok) throw errorFor(response.status, null);
    const parsed = foods.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new FoodEngineError("unavailable", "The food engine sent an unexpected food list.");
    this.foodList = parsed.data.foods;
    return this.foodList;
  }

  knownFoods(): string[] {
    return [...this.foodList];
  }

  async recognize(image: Buffer): Promise<FoodRecognition> {
    const info = validateImageBytes(image, this.limits);
    return this.limiter.run(async (signal) => {
      let response: Response;
      try {
        response = await fetch(`${this.base}/recognize`, {
          method: "POST",
          headers: this.headers({ "content-type": info.type === "png" ? "image/png" : "image/jpeg" }),
          body: new Uint8Array(image),
          signal,
        });
      } catch (error) {
        if (signal.aborted) throw new FoodEngineError("timeout", `No answer within ${this.timeoutMs} ms.`, { cause: error });
        throw new FoodEngineError("unavailable", "The food engine cannot be reached.", { cause: error });
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw errorFor(response.status, body);
      const parsed = recognition.safeParse(body);
      if (!parsed.success || parsed.data.isFood !== (parsed.data.item !== null)) {
        throw new FoodEngineError("unavailable", "The food engine sent an unexpected answer.");
      }
      const data = parsed.data;
      return {
        item: data.item,
        label: data.label ?? data.item,
        confidence: data.confidence,
        isFood: data.isFood,
        foodProbability: data.foodProbability ?? null,
        alternatives: (data.alternatives ?? []).map((a) => ({ item: a.item, label: a.label ?? a.item, confidence: a.confidence })),
      };
    });
  }

  async close(): Promise<void> {}
}
