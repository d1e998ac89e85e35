import { describe, expect, it } from "vitest";
import { isSingleScriptName, usernameKey, usernameSkeleton } from "./username.server";

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

describe("usernameSkeleton (UTS #39, whole-script look-alikes included)", () => {
  it.each([
    ["all-Cyrillic ѕсорех_1 and scopex_1", "ѕсорех_1", "scopex_1"],
    ["all-Greek οχο_1 and oxo_1", "οχο_1", "oxo_1"],
    ["a dotless ı and i", "admın1", "admin1"],
    ["Cyrillic кеу and key", "кеу", "key"],
    ["a digit zero and the letter o", "admin0", "ADMINO"],
    ["full width and plain", "ＳＣＯＰＥＸ", "scopex"],
    ["rn and m", "rnodern", "modem"],
  ])("%s share a skeleton", (_label, a, b) => {
    expect(usernameSkeleton(a)).toBe(usernameSkeleton(b));
  });

  it("keeps different names apart, in Latin, Devanagari and Cyrillic", () => {
    const names = ["scopex_1", "scopex_2", "admin", "admins", "राहुल", "रोहित", "иван", "asha.k"];
    expect(new Set(names.map(usernameSkeleton)).size).toBe(names.length);
  });
});
