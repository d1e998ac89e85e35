import { beforeAll, describe, expect, it } from "vitest";
import type { CmuDictionary } from "~/engines/cmu-dictionary";
import { arpabetToDevanagari, hinglishToDevanagari, indianEnglishToDevanagari, loadCmuDictionary, numberToWords } from "./indian-english";
import { indianNameCount, lookupIndianName } from "./indian-names";
import { checkRequest, toEspeakInput } from "./prepare";

let dict: CmuDictionary;
beforeAll(async () => {
  dict = await loadCmuDictionary();
});

describe("Indian English → Devanagari for the Hindi voice", () => {
  it("reads the dictionary package's text to the same main pronunciation its module gives (notes left out), for every word", async () => {
    const { dictionary } = await import("cmu-pronouncing-dictionary");
    let checked = 0;
    for (const [word, phones] of Object.entries(dictionary)) {
      if (/\(\d+\)$/.test(word)) continue; // variants: the rewriting looks up words only
      const main = phones.replace(/#.*$/, "").trim(); // the module keeps the dictionary's "# place, danish" notes
      if (dict.first(word) !== main) expect(dict.first(word), word).toBe(main);
      checked++;
    }
    expect(checked).toBeGreaterThan(120_000);
  });

  it("maps CMU phones the Indian way", () => {
    expect(arpabetToDevanagari("T EH1 S T", "test")).toBe("टेस्ट"); // retroflex t
    expect(arpabetToDevanagari("DH AH0", "the")).toBe("द"); // dental, short
    expect(arpabetToDevanagari("IH1 N D IY0 AH0", "india")).toBe("इन्डीआ"); // final a → आ
    expect(arpabetToDevanagari("D AA1 K T ER0", "doctor")).toBe("डॉक्टर"); // o-spelled AA → ऑ
    expect(arpabetToDevanagari("F AA1 DH ER0", "father")).toBe("फ़ादर");
    expect(arpabetToDevanagari("TH IH1 NG K", "think")).toBe("थिंक");
    expect(arpabetToDevanagari("W AO1 T ER0", "water")).toBe("वॉटर");
  });

  it("uses the names dictionary for long vowels where the spelling hides them", () => {
    expect(indianNameCount()).toBeGreaterThan(150);
    expect(lookupIndianName("Rahul")).toBe("राहुल");
    expect(lookupIndianName("SHARMA")).toBe("शर्मा");
    // Names: the dictionary wins over the American CMU reading and over the spelling rules.
    expect(indianEnglishToDevanagari("Rahul Sharma", dict, "in_NM")).toBe("राहुल शर्मा");
    expect(indianEnglishToDevanagari("priya iyer", dict, "in_NM")).toBe("प्रिया अय्यर");
    expect(indianEnglishToDevanagari("Aarav Kumar's", dict, "in_NM")).toBe("आरव कुमारज़");
    // en_IN: only capitalised words are taken as names ("deep learning" is English).
    expect(indianEnglishToDevanagari("Deepak likes deep learning", dict, "en_IN")).toBe("दीपक लाइक्स डीप लर्निंग");
  });

  it("reads unknown words by the Hindi spelling rules, acronyms as letters, numbers in words", () => {
    expect(indianEnglishToDevanagari("Zorawarpur", dict, "en_IN")).toBe("ज़ोरवर्पुर");
    expect(indianEnglishToDevanagari("UPI", dict, "en_IN")).toBe("यू पी आई");
    expect(numberToWords(120000)).toBe("one lakh twenty thousand");
    expect(numberToWords(25_000_000)).toBe("two crore fifty lakh");
    expect(numberToWords(1999)).toBe("one thousand nine hundred ninety nine");
    expect(indianEnglishToDevanagari("Pay 1,20,000 now.", dict, "en_IN")).toBe("पे वन लाख ट्वेन्टी थाउज़न्ड नाउ.");
  });

  it("rewrites text inside SSML and spells say-as characters with English letter names", () => {
    const input = toEspeakInput(
      checkRequest({
        lang: "en_IN",
        text: `<speak>Call <say-as interpret-as="characters">SBI</say-as><break time="1s"/><prosody rate="slow">Rahul</prosody></speak>`,
      }),
      dict,
    );
    expect(input.voice).toBe("hi");
    expect(input.markup).toBe(`<speak>कॉल  एस बी आई <break time="1000ms"/><prosody rate="slow">राहुल</prosody></speak>`);
    expect(input.markup).not.toMatch(/[A-Za-z]{3,}(?![^<]*>)/);
  });
});

describe("Latin words in Hindi text", () => {
  it("reads romanised Hindi and Hinglish in Devanagari", () => {
    expect(hinglishToDevanagari("mera phone kho gaya", dict)).toBe("मेरा फ़ोन खो गया");
    expect(hinglishToDevanagari("आज meeting है, Rahul", dict)).toBe("आज मीटिंग है, राहुल");
    expect(hinglishToDevanagari("नमस्ते दुनिया 2024", dict)).toBe("नमस्ते दुनिया 2024");
    const input = toEspeakInput(checkRequest({ lang: "hi_IN_2", text: "namaste, aap kaise hain?" }), dict);
    expect(input).toEqual({ voice: "hi", wpm: 165, markup: "<speak>नमस्ते, आप कैसे हैं?</speak>" });
  });
});
