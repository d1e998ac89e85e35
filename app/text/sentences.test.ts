import { describe, expect, it } from "vitest";
import { bestTimeOf } from "../../tests/helpers/best-time";
import { sentences } from "./sentences";

describe("sentences", () => {
  it("splits a text at its stops, in English and in Hindi", () => {
    expect(sentences("One. Two?  Three! Four")).toEqual(["One.", "Two?", "Three!", "Four"]);
    expect(sentences("हम शिकायत की पुष्टि करते हैं। फिर जवाब देते हैं।")).toEqual(["हम शिकायत की पुष्टि करते हैं।", "फिर जवाब देते हैं।"]);
  });

  it("keeps a sentence whole across a stop inside a word (an e-mail address, a decimal, a web address)", () => {
    // Before, each sentence lost what came before its inner stop: "example or by post." was all that was left of the first.
    expect(sentences("Write to privacy@kathana.example or by post. Replies take 2.5 days, see kathana.example/help.")).toEqual([
      "Write to privacy@kathana.example or by post.",
      "Replies take 2.5 days, see kathana.example/help.",
    ]);
  });

  it("splits in linear time: 100 KB of stops inside words, or of words without a stop, in at most 50 ms", () => {
    for (const text of ["a.".repeat(50_000), "a".repeat(100_000), ". ".repeat(50_000), "1.5 ".repeat(25_000)]) {
      const best = bestTimeOf(() => sentences(text), 50);
      expect(best, JSON.stringify(text.slice(0, 8))).toBeLessThanOrEqual(50);
    }
  });
});
