import { describe, expect, it } from "vitest";
import { atOnce, inSlices, training, type TrainingRow } from "./classifier";

// Features 0–5: "table", "dinner", "reserve", "password", "forgot", "office"; classes 0–2.
const rows: TrainingRow[] = [
  { features: unit([0, 1]), label: 0 },
  { features: unit([2, 1]), label: 0 },
  { features: unit([3, 4]), label: 1 },
  { features: unit([4]), label: 1 },
  { features: unit([5]), label: 2 },
];

function unit(ids: number[]): [number, number][] {
  return ids.map((id) => [id, 1 / Math.sqrt(ids.length)]);
}

describe("the classifier learnt from the examples", () => {
  it("leads words that no single example has together to the class they each stand for", () => {
    const classifier = atOnce(training(rows, 6, 3));
    const p = classifier.probabilities(unit([2, 0]));
    expect(p[0]).toBeGreaterThan(0.5);
    expect(p[0]).toBeGreaterThan(p[1]! + p[2]!);
  });

  it("gives probabilities that add up to one", () => {
    const p = atOnce(training(rows, 6, 3)).probabilities(unit([3]));
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(p[1]).toBeGreaterThan(0.5);
  });

  it("learns the same weights whether trained at once or in slices, every time", async () => {
    const question = unit([0, 4, 5]);
    const once = atOnce(training(rows, 6, 3)).probabilities(question);
    const again = atOnce(training(rows, 6, 3)).probabilities(question);
    const sliced = (await inSlices(training(rows, 6, 3))).probabilities(question);
    expect(Array.from(again)).toEqual(Array.from(once));
    expect(Array.from(sliced)).toEqual(Array.from(once));
  });

  it("pauses between slices of a long training", () => {
    const many = Array.from({ length: 100 }, (_, i) => rows[i % rows.length]!);
    const work = training(many, 6, 3);
    let pauses = 0;
    while (!work.next().done) pauses++;
    expect(pauses).toBeGreaterThan(5);
  });
});
