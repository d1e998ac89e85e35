/**
 * The food engine must give the same answers on every CPU. onnxruntime picks its int8 kernels by
 * CPU (AVX2, AVX-512 VNNI, arm64 dot products), and on x86-64 without VNNI the default kernel
 * saturates 16-bit sums and named 4 of the 12 samples wrongly. This suite holds the engine to a
 * plain-JavaScript evaluation of the same int8 graph (exact integers, IEEE float32 rescaling),
 * which does not depend on the CPU: on any machine where the engine drifts from it, this fails.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decide, meanSoftmax } from "~/engines/food-recognition/decide";
import { LocalFoodEngine } from "~/engines/food-recognition/local.server";
import { imageToViews, INPUT_SIZE, NORMALISATION, toTensor } from "~/engines/food-recognition/preprocess.server";
import { FIXTURES, haveFoodModel, MODEL_PATH } from "../helpers/food-fixtures";
import { Int8Reference } from "../helpers/onnx-int8-reference";

const photos = readdirSync(FIXTURES)
  .filter((name) => /\.jpe?g$/i.test(name))
  .sort();

describe.skipIf(!haveFoodModel())("food engine = reference int8 evaluation, on every fixture photo", () => {
  let engine: LocalFoodEngine;
  let reference: Int8Reference;
  beforeAll(async () => {
    engine = await LocalFoodEngine.load({ modelPath: MODEL_PATH });
    reference = new Int8Reference(readFileSync(MODEL_PATH));
  });
  afterAll(async () => {
    await engine?.close();
  });

  it("covers the sample photos and the non-food ones", () => {
    expect(photos.length).toBeGreaterThanOrEqual(16);
  });

  it.each(photos)("%s: same probabilities and the same answer", async (name) => {
    const image = readFileSync(path.join(FIXTURES, name));
    // the engine's answer is the mean over its views (centre crop, whole photo): so is the reference's
    const views = await imageToViews(image, 40_000_000);
    const tensor = (view: Uint8Array) => toTensor(view, NORMALISATION.size, NORMALISATION.mean, NORMALISATION.std);
    const expected = meanSoftmax(views.map((view) => reference.run(tensor(view), [1, 3, INPUT_SIZE, INPUT_SIZE])));
    const actual = await engine.probabilities(image);
    let worst = 0;
    for (let i = 0; i < expected.length; i++) worst = Math.max(worst, Math.abs((expected[i] as number) - (actual[i] as number)));
    // identical here; the margin only allows a last-bit rounding difference in another CPU's kernel
    expect(worst).toBeLessThan(0.01);
    const labelOf = (i: number) => engine.labelOf(i);
    expect(decide(actual, labelOf)).toEqual(decide(expected, labelOf));
  });
});
