import { describe, expect, it } from "vitest";
import { within } from "./edit-distance";

describe("how far a visitor's typo is from a word", () => {
  it("counts a letter changed, missing, added or two letters swapped as one", () => {
    expect(within("kathna", "kathana", 1)).toBe(true);
    expect(within("voicebott", "voicebot", 1)).toBe(true);
    expect(within("giudes", "guides", 1)).toBe(true);
    expect(within("asisst", "assist", 1)).toBe(true);
  });

  it("stops at the most it allows, whatever words it compared before", () => {
    expect(within("confrence", "conference", 1)).toBe(true);
    expect(within("voice", "video", 1)).toBe(false);
    expect(within("a much longer word than the first", "short", 2)).toBe(false);
    expect(within("survey", "surveys", 0)).toBe(false);
    expect(within("kathana", "kathana", 0)).toBe(true);
  });
});
