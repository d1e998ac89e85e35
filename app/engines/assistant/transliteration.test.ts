import { describe, expect, it } from "vitest";
import { englishSoundingLike, skeleton } from "./transliteration";

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
