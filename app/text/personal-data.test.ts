import { describe, expect, it } from "vitest";
import { bestTimeOf } from "../../tests/helpers/best-time";
import { PERSONAL_DATA_PATTERNS, printable, withoutPersonalData } from "./personal-data";

describe("withoutPersonalData", () => {
  it.each([
    ["mail me at asha.verma@navya.example or call +91 98100 12345", "mail me at [e-mail] or call [phone]"],
    ["my number is (011) 4567-8901, thanks", "my number is [phone], thanks"],
    ["write to ravi dot kumar at gmail dot com please", "write to [e-mail] please"],
    ["ravi(at)gmail.com", "[e-mail]"],
    ["ravi [at] gmail [dot] com", "[e-mail]"],
    ["ravi @ gmail.com", "[e-mail]"],
    ["रवि@उदाहरण.भारत पर लिखें", "[e-mail] पर लिखें"],
    ["pay to ravi@okaxis.", "pay to [UPI id]."],
    ["9876543210@paytm", "[UPI id]"],
    ["call 98100/12345", "call [phone]"],
    ["call 98100–12345", "call [phone]"],
    ["call 98100\u200b12345", "call [phone]"],
    ["फ़ोन ९८१००१२३४५", "फ़ोन [phone]"],
    ["１２３４５６７８９０", "[phone]"],
    ["my PAN is ABCPE1234F", "my PAN is [PAN]"],
    ["DOB 12/05/1990", "DOB [date]"],
    ["born on 12 May 1990", "born on [date]"],
    ["May 12, 1990", "[date]"],
    ["जन्म 12 मई 1990", "जन्म [date]"],
    ["card 4111 1111 1111 1111 exp 12/27 cvv 123", "card [card] [card expiry] [card CVV]"],
    ["4111111111111111", "[card]"],
    ["aadhaar 2345 6789 0123", "aadhaar [Aadhaar]"],
    ["id 999941057058", "id [Aadhaar]"], // a valid Verhoeff check digit, written in one run
    ["ref 123456789012345678901234", "ref [number]"],
  ])("%s", (given, kept) => {
    expect(withoutPersonalData(given)).toBe(kept);
  });

  it("leaves what is not personal: figures, years, versions, percentages", () => {
    for (const text of [
      "Do you support 100 participants in 2026?",
      "80% saving per call, 24/7",
      "version 2.0.1 of the API",
      "1,00,000+ viewers",
      "what is EMI",
    ]) {
      expect(withoutPersonalData(text), text).toBe(text);
    }
  });

  it("removes direction overrides, which make a stored line print backwards", () => {
    expect(withoutPersonalData("rtl \u202eoverride\u202c here")).toBe("rtl override here");
  });

  // A backtracking pattern takes seconds on 100 KB of its worst input; a linear one well under a
  // millisecond. The bound sits between the two, far from both: a loaded CI machine once took 6 ms.
  it("each pattern runs in linear time: 100 KB of its worst input in at most 50 ms", () => {
    const shapes = [
      "a".repeat(100_000),
      "a.".repeat(50_000),
      "a dot ".repeat(16_000),
      "a@".repeat(50_000),
      "a (at) ".repeat(14_000),
      `${"ab".repeat(50_000)}@`,
      "a.a@".repeat(25_000),
      "1 ".repeat(50_000),
      "1".repeat(100_000),
      "12/".repeat(33_000),
      "1-".repeat(50_000),
      "+1(".repeat(33_000),
      "\u1100".repeat(100_000),
      " ".repeat(100_000),
      "may 1 ".repeat(16_000),
      "cvv ".repeat(25_000),
      "abcde1234".repeat(11_000),
      "exp 1".repeat(20_000),
    ];
    for (const [i, pattern] of PERSONAL_DATA_PATTERNS.entries()) {
      for (const shape of shapes) {
        const best = bestTimeOf(() => {
          pattern.lastIndex = 0;
          for (const _ of shape.matchAll(pattern));
        }, 50);
        expect(best, `pattern ${i} on ${JSON.stringify(shape.slice(0, 12))}…`).toBeLessThanOrEqual(50);
      }
    }
  });
});

describe("printable", () => {
  it("shows controls and direction marks as escapes and keeps the joiners Indic scripts need", () => {
    expect(printable("a\u202eb\u0007c\u200dक्\u200cष")).toBe("a\\u{202e}b\\u{7}c\u200dक्\u200cष");
  });
});
