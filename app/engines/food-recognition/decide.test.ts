import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decide, DEFAULT_THRESHOLDS, meanSoftmax, softmax } from "./decide";
import { FOOD_CLASSES, foodClassByIndex, localKnownFoods } from "./foods";
import { SHARED_MODEL } from "../../../tests/helpers/food-fixtures";

/** Probabilities with the given classes set and the rest spread evenly. */
function probs(set: Record<number, number>): Float32Array {
  const p = new Float32Array(1000);
  const used = Object.values(set).reduce((a, b) => a + b, 0);
  const rest = (1 - used) / (1000 - Object.keys(set).length);
  p.fill(rest);
  for (const [i, v] of Object.entries(set)) p[Number(i)] = v;
  return p;
}
const labelOf = (i: number) => foodClassByIndex(i)?.label ?? `class ${i}`;

describe("food classes", () => {
  const tsv = path.join(path.dirname(SHARED_MODEL), "FOOD_CLASSES.tsv");
  it.skipIf(!existsSync(tsv))("are exactly the 45 classes of FOOD_CLASSES.tsv beside the model", () => {
    const rows = readFileSync(tsv, "utf8")
      .trim()
      .split("\n")
      .map((l) => l.split("\t"));
    expect(FOOD_CLASSES.map((f) => [String(f.index), f.label])).toEqual(rows);
  });

  it("have 45 distinct friendly names, listed alphabetically for the page", () => {
    const names = localKnownFoods();
    expect(names).toHaveLength(45);
    expect(new Set(names).size).toBe(45);
    expect([...names].sort((a, b) => a.localeCompare(b, "en"))).toEqual(names);
    expect(foodClassByIndex(934)?.item).toBe("Hot dog");
    expect(foodClassByIndex(948)?.item).toBe("Granny Smith apple");
  });
});

describe("decide", () => {
  it("names the best food when the food classes carry enough probability", () => {
    const result = decide(probs({ 954: 0.9, 953: 0.05 }), labelOf);
    expect(result).toMatchObject({ item: "Banana", label: "banana", isFood: true, confidence: 0.9 });
    expect(result.alternatives).toEqual([{ item: "Pineapple", label: "pineapple, ananas", confidence: 0.05 }]);
    expect(result.foodProbability).toBeGreaterThanOrEqual(0.95);
  });

  it("is 'not a food we know' when a non-food class dominates, and names that class", () => {
    const result = decide(probs({ 345: 0.95, 954: 0.01 }), labelOf);
    expect(result).toMatchObject({ item: null, isFood: false, label: "class 345", confidence: 0.95 });
  });

  it("needs the food mass AND the best food's own confidence over their thresholds", () => {
    const { minFoodProbability: mass, minTopConfidence: top } = DEFAULT_THRESHOLDS;
    // enough mass spread over many foods, no single one sure enough
    const spread = Object.fromEntries(FOOD_CLASSES.slice(0, 10).map((f) => [f.index, 0.08]));
    expect(decide(probs(spread), labelOf).isFood).toBe(false);
    // just over both thresholds
    expect(decide(probs({ 950: top + 0.01, 951: mass - top + 0.01 }), labelOf)).toMatchObject({ isFood: true, item: "Orange" });
    // best food sure enough but the food mass too low is impossible (top <= mass); best food just under
    expect(decide(probs({ 950: top - 0.01, 951: 0.3 }), labelOf).isFood).toBe(false);
  });

  it("softmax is stable for large logits and sums to 1", () => {
    const p = softmax([1000, 1001, 1002]);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(p[2]).toBeGreaterThan(p[1] as number);
  });

  it("averages the views' probabilities, not their logits", () => {
    const mean = meanSoftmax([
      [0, 0],
      [10, 0],
    ]);
    const second = softmax([10, 0]);
    expect(mean[0]).toBeCloseTo((0.5 + (second[0] as number)) / 2, 6);
    expect(mean.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
  });
});
