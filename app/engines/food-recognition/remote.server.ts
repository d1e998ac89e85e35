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
import { RemoteEngineClient, type RemoteFailure } from "../remote-engine.server";

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

/** The contract's failures as this engine's typed errors. */
function foodError(failure: RemoteFailure, cause?: unknown): FoodEngineError {
  if (failure.kind === "timeout") return new FoodEngineError("timeout", `No answer within ${failure.timeoutMs} ms.`, { cause });
  if (failure.kind === "unreachable") return new FoodEngineError("unavailable", "The food engine cannot be reached.", { cause });
  const message = failure.message ?? `food engine answered ${failure.status}`;
  if (failure.category === "too_large") return new FoodEngineError("too_large", message);
  if (failure.category === "unsupported_type") return new FoodEngineError("unsupported_type", message);
  if (failure.category === "invalid") return new FoodEngineError("invalid_image", message);
  if (failure.category === "busy") return new FoodEngineError("busy", message);
  return new FoodEngineError("unavailable", `The food engine failed (${failure.status}).`);
}

const unexpected = (what: string) => new FoodEngineError("unavailable", `The food engine sent an unexpected ${what}.`);

export class RemoteFoodEngine implements FoodEngine {
  readonly kind = "remote" as const;
  private readonly client: RemoteEngineClient<FoodEngineError>;
  private readonly limiter: TaskLimiter;
  private readonly limits: ImageLimits;
  private foodList: string[] = [];

  constructor(options: RemoteEngineOptions) {
    this.client = new RemoteEngineClient(options, 5_000, foodError);
    this.limits = options.limits ?? DEFAULT_IMAGE_LIMITS;
    this.limiter = new TaskLimiter({ concurrency: options.concurrency ?? 4, maxQueue: options.maxQueue ?? 32, timeoutMs: this.client.timeoutMs });
  }

  /** Fetches the list of foods the engine knows (done once at start by initFoodEngine). */
  async loadKnownFoods(): Promise<string[]> {
    const response = await this.client.send("/foods", {}, AbortSignal.timeout(this.client.timeoutMs));
    const parsed = foods.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw unexpected("food list");
    this.foodList = parsed.data.foods;
    return this.foodList;
  }

  knownFoods(): string[] {
    return [...this.foodList];
  }

  async recognize(image: Buffer): Promise<FoodRecognition> {
    const info = validateImageBytes(image, this.limits);
    return this.limiter.run(async (signal) => {
      const response = await this.client.send(
        "/recognize",
        { method: "POST", headers: { "content-type": info.type === "png" ? "image/png" : "image/jpeg" }, body: new Uint8Array(image) },
        signal,
      );
      const parsed = recognition.safeParse(await response.json().catch(() => null));
      if (!parsed.success || parsed.data.isFood !== (parsed.data.item !== null)) throw unexpected("answer");
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
