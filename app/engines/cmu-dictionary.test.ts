import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CmuDictionary } from "./cmu-dictionary";

const DEBIAN_DICT = "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict";

describe("CmuDictionary", () => {
  it("gives every pronunciation of a word in the file's order, without comments, and nothing for others", () => {
    const dict = new CmuDictionary(
      ["either IY DH ER", "giraffe JH ER AE F", "either(2) AY DH ER # British", "read R IY D", "read(2) R EH D", "empty(2) ", "last L AE S T"].join("\n"),
    );
    expect(dict.get("either")).toEqual(["IY DH ER", "AY DH ER"]);
    expect(dict.get("read")).toEqual(["R IY D", "R EH D"]);
    expect(dict.get("last")).toEqual(["L AE S T"]);
    expect(dict.get("empty")).toBeUndefined();
    expect(dict.get("giraf")).toBeUndefined();
    expect(dict.get("")).toBeUndefined();
  });

  it.skipIf(!existsSync(DEBIAN_DICT))("answers as a Map of the whole Debian dictionary would, for every word", () => {
    const text = readFileSync(DEBIAN_DICT, "utf8");
    const expected = new Map<string, string[]>();
    for (const line of text.split("\n")) {
      const space = line.indexOf(" ");
      if (space <= 0) continue;
      const word = line.slice(0, space).replace(/\(\d+\)$/, "");
      const phones = line
        .slice(space + 1)
        .replace(/#.*$/, "")
        .trim();
      if (phones) expected.set(word, [...(expected.get(word) ?? []), phones]);
    }
    const dict = new CmuDictionary(text);
    let checked = 0;
    for (const [word, phones] of expected) {
      expect(dict.get(word), word).toEqual(phones);
      checked++;
    }
    expect(checked).toBeGreaterThan(120_000);
  });
});
