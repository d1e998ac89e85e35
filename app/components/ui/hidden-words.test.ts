import { describe, expect, it } from "vitest";
import common from "~/i18n/messages/hi/common.json";
import { hiddenAround } from "./hidden-words";

describe("hiddenAround", () => {
  it("keeps the English markup: the hidden words after the visible ones", () => {
    expect(hiddenAround("Close menu", "Close")).toEqual({ before: "", after: " menu" });
    expect(hiddenAround("Try it: Loan EMI Reminder", "Try it")).toEqual({ before: "", after: ": Loan EMI Reminder" });
  });
  it("puts hidden words first where the language does", () => {
    expect(hiddenAround("मेनू बंद करें", "बंद करें")).toEqual({ before: "मेनू ", after: "" });
  });
  it("still reads the full name when the visible words are not in it", () => {
    expect(hiddenAround("Menü schließen", "Zu")).toEqual({ before: "", after: " (Menü schließen)" });
  });
  it("finds every visible Hindi label inside its full name", () => {
    const pairs: [keyof typeof common, keyof typeof common][] = [
      ["Close", "Close menu"],
      ["Play", "Play {label}"],
      ["Pause", "Pause {label}"],
      ["Live demo", "Live demo of {title} (opens in a new tab)"],
      ["Try it", "Try it: {title}"],
      ["Transcript", "Transcript of {title}"],
    ];
    for (const [visible, full] of pairs) {
      expect(full.includes(visible)).toBe(true);
      expect(common[full].includes(common[visible])).toBe(true);
    }
  });
});
