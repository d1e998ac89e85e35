import { describe, expect, it } from "vitest";
import { isSingleScriptName, usernameKey } from "./username.server";

describe("isSingleScriptName (UTS #39 Highly Restrictive)", () => {
  it.each([
    ["Latin with digits and punctuation", "seca_82288e"],
    ["Devanagari with ASCII digits", "राहुल_12"],
    ["Devanagari with its own digits", "राहुल०७"],
    ["Latin with an accent", "naïve"],
    ["Greek", "ελληνικά"],
    ["Cyrillic alone", "иван.петров"],
    ["Latin with Han and kana", "山田たろうTaro"],
    ["Latin with Hangul and Han", "김철수kim"],
    ["an e-mail-like name", "asha.k+1@navya"],
  ])("accepts %s", (_label, name) => {
    expect(isSingleScriptName(name)).toBe(true);
  });

  it.each([
    ["a Cyrillic а among Latin letters (the probe's case)", "secа_82288e"],
    ["a Greek ο among Latin letters", "rοot"],
    ["Latin with a Devanagari digit zero that looks like o", "rahul०"],
    ["Latin and Devanagari words", "rahul_राहुल"],
    ["Cherokee look-alikes of Latin capitals", "ᎪᏞᎬX"],
    ["Latin with Hangul and kana together", "kim김たなか"],
  ])("refuses %s", (_label, name) => {
    expect(isSingleScriptName(name)).toBe(false);
  });

  it("judges the NFKC form: full-width Latin is Latin (its key is the same name's)", () => {
    expect(isSingleScriptName("ＳＥＣＡ")).toBe(true);
    expect(usernameKey("ＳＥＣＡ")).toBe("seca");
  });
});
