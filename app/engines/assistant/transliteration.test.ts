import { describe, expect, it } from "vitest";
import { devanagariSoundingLike, englishSoundingLike, skeleton } from "./transliteration";

describe("English words written in Devanagari", () => {
  it("share their consonants with the English word", () => {
    expect(skeleton("डेवलपर")).toBe(skeleton("developer"));
    expect(skeleton("टर्म्स")).toBe(skeleton("terms"));
    expect(skeleton("पासवर्ड")).toBe(skeleton("password"));
    expect(skeleton("इंटरनेशनल")).toBe(skeleton("international"));
    expect(skeleton("कथना")).not.toBe(skeleton("kitchen"));
  });

  it("are read as the site's English word that sounds like them, and a short one only when it is spelt near", () => {
    const read = englishSoundingLike(["friday", "term", "developer", "international", "press"]);
    expect(read("डेवलपर")).toBe("developer");
    expect(read("टर्म")).toBe("term");
    expect(read("इंटरनेशनल")).toBe("international");
    expect(read("प्रेस")).toBe("press");
    // "फ्रॉड" (fraud) has Friday's consonants but is not spelt like it.
    expect(read("फ्रॉड")).toBeNull();
    // Only Devanagari is read so.
    expect(read("frd")).toBeNull();
  });
});

describe("Hinglish and English words read as the Devanagari words of the content", () => {
  const read = devanagariSoundingLike(["तुरंत", "रिकॉर्डिंग", "मीटिंग", "शिकायत", "नौकरी", "पहचानने", "बचत", "तरीका", "मिल"]);

  it("finds the word that sounds like a romanised Hindi word or an English word the content writes in Devanagari", () => {
    expect(read("turant")).toBe("तुरंत");
    expect(read("naukri")).toBe("नौकरी");
    expect(read("bachat")).toBe("बचत");
    // "sh" is श, "ch" is च, and य is written in Hindi where English reads "y" as a vowel.
    expect(read("shikayat")).toBe("शिकायत");
    expect(read("pehchanne")).toBe("पहचानने");
    expect(read("recording")).toBe("रिकॉर्डिंग");
    expect(read("meeting")).toBe("मीटिंग");
  });

  it("finds none for a word of the same consonants spelt far from it, a word of two consonants, or Devanagari", () => {
    // "Toronto" has तुरंत's consonants, and is not spelt like it.
    expect(read("toronto")).toBeNull();
    // Two consonants are shared by too many words ("mil", "mal", "mail").
    expect(read("mil")).toBeNull();
    expect(read("तुरंत")).toBeNull();
  });
});
