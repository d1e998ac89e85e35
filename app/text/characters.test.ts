import { describe, expect, it } from "vitest";
import { characterCount, isBlank } from "./characters";

describe("characterCount", () => {
  it("counts what a person counts: an emoji, a flag, a family or a Devanagari syllable is one", () => {
    expect(characterCount("hello")).toBe(5);
    expect(characterCount("😀".repeat(1000))).toBe(1000);
    expect(characterCount("🇮🇳")).toBe(1);
    expect(characterCount("👨‍👩‍👧‍👦")).toBe(1);
    expect(characterCount("नमस्ते")).toBe(3);
    expect(characterCount("é")).toBe(1); // e + combining acute
    expect(characterCount("")).toBe(0);
  });
});

describe("isBlank", () => {
  it.each([
    ["empty", ""],
    ["spaces and new lines", "  \n\t "],
    ["zero-width space, joiners and BOM", "\u200b\u200c\u200d\ufeff"],
    ["word joiner and soft hyphen", "\u2060\u00ad"],
    ["direction marks and overrides", "\u200e\u200f\u202e\u2066"],
    ["Hangul filler and braille blank", "\u3164\u2800"],
    ["no-break and ideographic spaces", "\u00a0\u3000"],
  ])("%s is blank", (_name, value) => {
    expect(isBlank(value)).toBe(true);
  });

  it("anything visible is not blank", () => {
    for (const value of ["a", "\u200bx", "।", "😀", "0", "-"]) expect(isBlank(value), value).toBe(false);
  });
});

describe("characterCount of characters no one types", () => {
  it("counts a cluster of many code points once per started eight, so a limit bounds the bytes too", () => {
    // 5,000 Hangul leading jamo segment as one grapheme cluster (15 KB of UTF-8).
    expect(characterCount("\u1100".repeat(5000))).toBe(625);
    // A letter under 2,000 combining marks renders as one character.
    expect(characterCount(`a${"\u0301".repeat(1999)}`)).toBe(250);
    expect(characterCount(`a${"\u0301".repeat(7)}`)).toBe(1);
    expect(characterCount(`a${"\u0301".repeat(8)}`)).toBe(2);
    // Real text is unchanged: a family and a subdivision flag (7 code points each) are one each.
    expect(characterCount("👨‍👩‍👧‍👦🏴󠁧󠁢󠁥󠁮󠁧󠁿")).toBe(2);
  });
});
