import { describe, expect, it } from "vitest";
import { cosineSimilarity, l2Normalize } from "./similarity";

describe("cosineSimilarity", () => {
  it("is 1 for the same direction, 0 for orthogonal, -1 for opposite", () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 10);
    expect(cosineSimilarity([1, 0], [0, 5])).toBe(0);
    expect(cosineSimilarity([1, 1], [-1, -1])).toBeCloseTo(-1, 10);
    expect(cosineSimilarity([1, 0], [1, 1])).toBeCloseTo(Math.SQRT1_2, 10);
  });
  it("is 0 when a vector is all zeros, and refuses different lengths", () => {
    expect(cosineSimilarity([0, 0], [1, 2])).toBe(0);
    expect(() => cosineSimilarity([1], [1, 2])).toThrow(RangeError);
  });
  it("l2Normalize gives unit length", () => {
    const v = l2Normalize(new Float32Array([3, 4]));
    expect(Array.from(v)).toEqual([0.6000000238418579, 0.800000011920929]);
    expect(Array.from(l2Normalize([0, 0]))).toEqual([0, 0]);
  });
});
