import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SpeechRecognitionError } from "./errors";
import { buildGrammar } from "./grammar";
import { CMU_PHONES, HINDI_IPA_TO_CMU, ipaToCmu } from "./ipa-to-cmu";
import { Lexicon } from "./lexicon.server";
import { indianEnglishToDevanagari, loadCmuDictionary } from "~/engines/speech-synthesis/indian-english";
import { normalisePhrases, normaliseWords, numberToWords } from "./phrases";
import { ESPEAK } from "../../../tests/helpers/speech-audio";
import { DEBIAN_POCKETSPHINX } from "./local.server";

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
    const g = buildGrammar(
      list,
      new Map([
        ["vayu", ["V AA Y UW"]],
        ["motors", ["M OW T ER Z", "M OW T AH Z"]],
        ["sarathi", ["S AA R AA TH IY"]],
      ]),
    );
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
    const words =
      "Noida Gurgaon Pune Thiruvananthapuram Bhubaneswar Chhattisgarh Raftaar Vayu Sarathi Zephyra Kestrel Neeli Raat Saffron Rickshaw Dhadkan Kathana Jugnu Ghazal Khushi Pyaar Zindagi Mausam Bharat Shreya Aishwarya rhythm sixth twelfths judge measure singing vision thought bottle button water".split(
        " ",
      );
    for (const voice of ["en-us", "en-gb"]) {
      const ipa = execFileSync(ESPEAK, ["-q", "-v", voice, "--ipa", words.join("\n")], { encoding: "utf8" })
        .split(/\s+/)
        .filter(Boolean);
      for (const reading of ipa) {
        const { phones, unknown } = ipaToCmu(reading);
        expect(unknown, `${voice} ${reading}`).toEqual([]);
        expect(phones.length).toBeGreaterThan(0);
        for (const p of phones) expect(CMU_PHONES).toContain(p);
      }
    }
  });
});

describe("Indian readings (espeak-ng's Hindi voice)", () => {
  it("reads Hindi IPA with Hindi values: tapped r, long a, pure e, nasal vowels", () => {
    expect(ipaToCmu("pʊɳeː", HINDI_IPA_TO_CMU).phones.join(" ")).toBe("P UH N EY");
    expect(ipaToCmu("ɡʊr.ɡãnʋ", HINDI_IPA_TO_CMU).phones.join(" ")).toBe("G UH R G AA N V");
    expect(ipaToCmu("ɾəftaːɾ", HINDI_IPA_TO_CMU).phones.join(" ")).toBe("R AH F T AA R");
    // The English table keeps the American flap: the same IPA reads differently there.
    expect(ipaToCmu("ɾəftaːɾ").phones.join(" ")).toBe("T AH F T AE T");
  });

  it("covers every symbol the Hindi voice emits for the Indian spellings of names and words", async () => {
    const dict = await loadCmuDictionary();
    const words =
      "Noida Gurgaon Pune Raftaar Vayu Sarathi Zephyra Neeli Raat Rickshaw Saffron Giraffe Elephant Developer Designer Express Thiruvananthapuram Bhubaneswar Chhattisgarh Dhadkan Khushi Zindagi".split(
        " ",
      );
    const spelled = words.map((w) => indianEnglishToDevanagari(w, dict, "in_NM"));
    const ipa = execFileSync(ESPEAK, ["-q", "-v", "hi", "--ipa", spelled.join("\n")], { encoding: "utf8" })
      .split(/\s+/)
      .filter(Boolean);
    for (const reading of ipa) {
      const { phones, unknown } = ipaToCmu(reading.replace(/[ˈˌ]/g, ""), HINDI_IPA_TO_CMU);
      expect(unknown, reading).toEqual([]);
      for (const p of phones) expect(CMU_PHONES).toContain(p);
    }
  });

  it("adds the Indian reading to a word's pronunciations: Pune as 'poo-nay', Raftaar with a rolled r", async () => {
    const dict = await loadCmuDictionary();
    const withIndian = new Lexicon({
      dictPath: DEBIAN_POCKETSPHINX.dictPath,
      espeakPath: ESPEAK,
      indianSpelling: async (w) => indianEnglishToDevanagari(w, dict, "in_NM"),
    });
    const without = new Lexicon({ dictPath: DEBIAN_POCKETSPHINX.dictPath, espeakPath: ESPEAK });
    expect((await withIndian.pronounce("pune")).variants).toContain("P UH N EY");
    expect((await without.pronounce("pune")).variants).not.toContain("P UH N EY");
    expect((await withIndian.pronounce("raftaar")).variants).toContain("R AH F T AA R");
    // A failing Indian spelling never fails the word.
    const failing = new Lexicon({
      dictPath: DEBIAN_POCKETSPHINX.dictPath,
      espeakPath: ESPEAK,
      indianSpelling: async () => {
        throw new Error("no");
      },
    });
    expect((await failing.pronounce("pune")).variants.length).toBeGreaterThan(0);
  });
});
