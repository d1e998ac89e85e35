/**
 * The food-recognition engine the app uses, chosen by configuration: the provider's hosted engine
 * when FOOD_ENGINE_URL is set, else the local ONNX model. `initFoodEngine()` runs once at server
 * start (app/server-lifecycle.server.ts); requests then call `recognizeFood()`.
 */
import { getConfig, type ServerConfig } from "~/config.server";
import { FoodEngineError } from "./errors";
import { localKnownFoods } from "./foods";
import { LocalFoodEngine, type FoodAnalysis } from "./local.server";
import { RemoteFoodEngine } from "./remote.server";
import type { FoodEngine, FoodRecognition } from "./types";
import { logInfo, logWarning, logError, errorMessage } from "~/log.server";

;
export type { FoodEngine,  FoodRecognition } from "./types";
export { cosineSimilarity,  } from "./similarity";
export { checkDeclaredType, validateImageBytes } from "./validate.server";

let engine: FoodEngine | null = null;
let starting: Promise<FoodEngine> | null = null;
let startError: unknown = null;

async function create(food: ServerConfig["food"]): Promise<FoodEngine> {
  const limits = { maxBytes: food.maxBytes, maxPixels: food.maxPixels };
  if (food.engine === "remote" && food.engineUrl) {
    const remote = new RemoteFoodEngine({
      url: food.engineUrl,
      key: food.engineKey,
      timeoutMs: food.timeoutMs,
      concurrency: food.concurrency,
      maxQueue: food.maxQueue,
      limits,
    });
    try {
      await remote.loadKnownFoods();
    } catch (error) {
      logWarning("food engine: could not fetch the remote food list; continuing", { error: errorMessage(error) });
    }
    return remote;
  }
  return LocalFoodEngine.load({
    modelPath: food.modelPath,
    timeoutMs: food.timeoutMs,
    concurrency: food.concurrency,
    maxQueue: food.maxQueue,
    limits,
  });
}

/**
 * Loads the engine once. A missing or broken model does not stop the server: the error is logged,
 * and recognitions answer `unavailable` (503) until a restart with a working model.
 */
export async function initFoodEngine(food: ServerConfig["food"] = getConfig().food): Promise<FoodEngine | null> {
  if (engine) return engine;
  starting ??= create(food);
  try {
    engine = await starting;
    startError = null;
    logInfo("food engine ready", {
      kind: engine.kind,
      ...(engine instanceof LocalFoodEngine ? { loadMs: Math.round(engine.loadMs), model: food.modelPath } : { url: food.engineUrl }),
    });
    return engine;
  } catch (error) {
    startError = error;
    logError("food engine unavailable", { error: errorMessage(error) });
    return null;
  } finally {
    starting = null;
  }
}

function getFoodEngine(): FoodEngine {
  if (engine) return engine;
  throw new FoodEngineError("unavailable", "Food recognition is not available right now.", startError ? { cause: startError } : undefined);
}

/** Recognises one uploaded photo (validated first); errors are FoodEngineError. */
export async function recognizeFood(image: Buffer): Promise<FoodRecognition> {
  return getFoodEngine().recognize(image);
}

/**
 * Recognition, plus the image's embedding for the 'Self Learning' feature when the engine computes
 * one (the local engine; the remote engine's contract has none, so `embedding` is null).
 */
export async function analyzeFood(image: Buffer): Promise<{ result: FoodRecognition; embedding: FoodAnalysis["embedding"] | null }> {
  const current = getFoodEngine();
  if (current instanceof LocalFoodEngine) return current.analyze(image);
  return { result: await current.recognize(image), embedding: null };
}

/** Friendly names of the foods the engine knows, for the demo page (the local list before start). */
export function knownFoods(): string[] {
  if (engine) return engine.knownFoods();
  return getConfig().food.engine === "local" ? localKnownFoods() : [];
}

export async function closeFoodEngine(): Promise<void> {
  const current = engine;
  engine = null;
  await current?.close();
}
