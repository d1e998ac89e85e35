import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getConfig } from "~/config.server";
import { analyzeFood, closeFoodEngine, initFoodEngine, knownFoods, recognizeFood, startFoodEngine } from "./food-recognition.server";
import { FoodEngineError } from "./errors";
import { fixture, haveFoodModel, MODEL_PATH, REPO, SHARED_MODEL } from "../../../tests/helpers/food-fixtures";

const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: "test", ...vars });

afterEach(async () => {
  await closeFoodEngine();
  vi.restoreAllMocks();
});

describe("food engine configuration", () => {
  it("uses FOOD_MODEL_PATH, else the shared model beside the checkout, else $DATA_DIR/models", () => {
    expect(getConfig(env({ FOOD_MODEL_PATH: "/x/model.onnx" })).food.modelPath).toBe("/x/model.onnx");
    const fallback = getConfig(env({ DATA_DIR: "/data" })).food.modelPath;
    if (existsSync(SHARED_MODEL)) expect(fallback).toBe(SHARED_MODEL);
    else expect(fallback).toBe("/data/models/mobilenetv2-12-int8.onnx");
  });

  it("is remote when FOOD_ENGINE_URL is set, with its key, limits and caps", () => {
    const food = getConfig(
      env({ FOOD_ENGINE_URL: "https://engine.example/v1/food", FOOD_ENGINE_KEY: "k", FOOD_TIMEOUT_MS: "900", FOOD_CONCURRENCY: "3" }),
    ).food;
    expect(food).toMatchObject({ engine: "remote", engineUrl: "https://engine.example/v1/food", engineKey: "k", timeoutMs: 900, concurrency: 3 });
    expect(getConfig(env({})).food).toMatchObject({ engine: "local", maxBytes: 8 * 1024 * 1024, maxPixels: 40_000_000, concurrency: 2 });
  });
});

describe("initFoodEngine", () => {
  it("does not crash the server on a missing model: recognitions answer unavailable (503)", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const food = { ...getConfig().food, engine: "local" as const, modelPath: path.join(REPO, "var/missing.onnx") };
    await startFoodEngine(food); // logs the missing model; the first recognition tries to load it
    expect(await initFoodEngine(food)).toBeNull();
    const error = await recognizeFood(fixture("banana-E010.jpeg")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoodEngineError);
    expect((error as FoodEngineError).status).toBe(503);
    expect(knownFoods()).toHaveLength(45); // the page can still list the foods
  });

  it.skipIf(!haveFoodModel())("loads the local model once and recognises through the module API", async () => {
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const food = { ...getConfig().food, engine: "local" as const, modelPath: MODEL_PATH };
    const first = await initFoodEngine(food);
    expect(await initFoodEngine(food)).toBe(first);
    expect((await recognizeFood(fixture("cauliflower-D036.jpeg"))).item).toBe("Cauliflower");
    expect((await analyzeFood(fixture("cauliflower-D036.jpeg"))).embedding).toHaveLength(1280);
  });
});

describe("startFoodEngine", () => {
  it.skipIf(!haveFoodModel())("loads nothing at start: the first recognition loads the model", async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
    await startFoodEngine({ ...getConfig().food, engine: "local" as const, modelPath: MODEL_PATH });
    expect(lines.join("")).toContain("loads on first use");
    expect(lines.join("")).not.toContain("food engine ready");
    expect((await recognizeFood(fixture("cauliflower-D036.jpeg"))).item).toBe("Cauliflower");
    expect(lines.join("")).toContain("food engine ready");
  });
});
