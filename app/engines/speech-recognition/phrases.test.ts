import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SpeechRecognitionError } from "./errors";
import { buildGrammar } from "./grammar";
import { CMU_PHONES, ipaToCmu } from "./ipa-to-cmu";
import { normalisePhrases, normaliseWords, numberToWords } from "./phrases";
import { ESPEAK } from "../../../tests/helpers/speech-audio";

describe("phrase normalisation", () => {
  it("lower-cases, strips accents and punctuation, splits hyphens, spells numbers", () => {
    expect(normaliseWords("Gurgaon!")).toEqual(["gurgaon"]);
    expect(normaliseWords("Rock-n-Roll")).toEqual(["rock", "n", "roll"]);
    expect(normaliseWords("Café 9")).toEqual(["cafe", "nine"]);
    expect(normaliseWords("Studio21")).toEqual(["studio", "twenty", "one"]);
    expect(normaliseWords("Tom & Jerry's")).toEqual(["tom", "and", "jerry's"]);
    expect(numberToWords("1947")).toEqual(["one", "thousand", "nine", "hundred", "forty", "seven"]);
    expect(numberToWords("007")).toEqual(["zero", "zero", "seven"]);
  });

  it("keeps the caller's spelling, drops duplicates and blanks, refuses unspeakable phrases and oversized lists", () => {
    expect(normalisePhrases(["  CEO ", "ceo", "", "Paper Kites over Pune"])).toEqual([
      { original: "CEO", words: ["ceo"] },
      { original: "Paper Kites over Pune", words: ["paper", "kites", "over", "pune"] },
    ]);
    expect(() => normalisePhrases(["!!!"])).toThrow(SpeechRecognitionError);
    expect(() => normalisePhrases(Array.from({ length: 201 }, (_, i) => `word ${i}`))).toThrow(/At most 200/);
    expect(() => normalisePhrases(["x".repeat(101)])).toThrow(/at most 100 characters/);
  });

  it("builds a grammar whose symbols name the phrase, with every pronunciation variant", () => {
    const list = normalisePhrases(["Vayu Motors", "Sarathi"]);
    const g = buildGrammar(list, new Map([["vayu", ["V AA Y UW"]], ["motors", ["M OW T ER Z", "M OW T AH Z"]], ["sarathi", ["S AA R AA TH IY"]]]));
    expect(g.jsgf).toContain("public <phrase> = ( p0w0 p0w1 ) | ( p1w0 ) ;");
    expect(g.dict).toContain("p0w1 M OW T ER Z\np0w1(2) M OW T AH Z");
    expect(g.symbols.get("p0w0 p0w1")).toBe(0);
    expect(g.symbols.get("p1w0")).toBe(1);
  });
});

describe("espeak-ng IPA → CMU phones", () => {
  it("maps the readings of Indian names to plausible CMU phones", () => {
    expect(ipaToCmu("nˈɔɪdə").phones.join(" ")).toBe("N OY D AH");
    expect(ipaToCmu("ɡˈɜːɡeɪˌɑːn").phones.join(" ")).toBe("G ER G EY AA N");
    expect(ipaToCmu("tʃˈeɪjjə").phones.join(" ")).toBe("CH EY Y AH");
    expect(ipaToCmu("zˈoːɹvɛks").phones.join(" ")).toBe("Z AO R V EH K S");
  });

  it("covers every symbol espeak-ng emits for a spread of Indian, brand and English words", () => {
    const words = "Noida Gurgaon Pune Thiruvananthapuram Bhubaneswar Chhattisgarh Raftaar Vayu Sarathi Zephyra Kestrel Neeli Raat Saffron Rickshaw Dhadkan Kathana Jugnu Ghazal Khushi Pyaar Zindagi Mausam Bharat Shreya Aishwarya rhythm sixth twelfths judge measure singing vision thought bottle button water".split(" ");
    for (const voice of ["en-us", "en-gb"]) {
      const ipa = execFileSync(ESPEAK, ["-q", "-v", voice, "--ipa", words.join("\n")], { encoding: "utf8" }).split(/\s+/).filter(Boolean);
      for (const reading of ipa) {
        const { phones, unknown } = ipaToCmu(reading);
        expect(unknown, `${voice} ${reading}`).toEqual([]);
        expect(phones.length).toBeGreaterThan(0);
        for (const p of phones) expect(CMU_PHONES).toContain(p);
      }
    }
  });
});
