/**
 * The food-recognition engine the app uses, chosen by configuration: the provider's hosted engine
 * when FOOD_ENGINE_URL is set, else the local ONNX model. Server start calls `startFoodEngine()`:
 * the remote engine is set up then; the local model (~80 MB with its worker) is loaded by the first
 * recognition, and its worker ends after 30 s without one (decision 0039).
 */
import { existsSync } from "node:fs";
import { getConfig, type ServerConfig } from "~/config.server";
import { FoodEngineError } from "./errors";
import { localKnownFoods } from "./foods";
import { LocalFoodEngine, modelNotFound, type FoodAnalysis } from "./local.server";
import { RemoteFoodEngine } from "./remote.server";
import type { FoodEngine, FoodRecognition } from "./types";
import { logInfo, logWarning, logError, errorMessage } from "~/log.server";

export type { FoodEngine, FoodRecognition } from "./types";
export { cosineSimilarity } from "./similarity";
export { checkDeclaredType, validateImageBytes } from "./validate.server";

let engine: FoodEngine | null = null;
/** The settings of the last start (tests pass their own); the first recognition loads with them. */
let settings: ServerConfig["food"] | null = null;
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
 * At server start: sets up the remote engine; for the local one, only says whether its model is
 * there (it is loaded on first use, so a server that never sees a photo never holds it).
 */
export async function startFoodEngine(food: ServerConfig["food"] = getConfig().food): Promise<void> {
  settings = food;
  if (food.engine === "remote" && food.engineUrl) {
    await initFoodEngine(food);
  } else if (existsSync(food.modelPath)) {
    logInfo("food engine: the local model loads on first use", { model: food.modelPath });
  } else {
    logError("food engine unavailable", { error: modelNotFound(food.modelPath) });
  }
}

/**
 * Loads the engine once (concurrent callers share the load). A missing or broken model does not
 * stop the server: the error is logged, recognitions answer `unavailable` (503), and the next
 * recognition tries again.
 */
export async function initFoodEngine(food: ServerConfig["food"] = getConfig().food): Promise<FoodEngine | null> {
  if (engine) return engine;
  settings = food;
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

async function getFoodEngine(): Promise<FoodEngine> {
  if (engine) return engine;
  const loaded = await initFoodEngine(settings ?? undefined);
  if (loaded) return loaded;
  throw new FoodEngineError("unavailable", "Food recognition is not available right now.", startError ? { cause: startError } : undefined);
}

/** Recognises one uploaded photo (validated first); errors are FoodEngineError. */
export async function recognizeFood(image: Buffer): Promise<FoodRecognition> {
  return (await getFoodEngine()).recognize(image);
}

/**
 * Recognition, plus the image's embedding for the 'Self Learning' feature when the engine computes
 * one (the local engine; the remote engine's contract has none, so `embedding` is null).
 */
export async function analyzeFood(image: Buffer): Promise<{ result: FoodRecognition; embedding: FoodAnalysis["embedding"] | null }> {
  const current = await getFoodEngine();
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
