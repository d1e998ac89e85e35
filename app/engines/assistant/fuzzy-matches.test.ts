import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { REMEMBERED_TERMS, rememberFuzzyMatches } from "./fuzzy-matches";

const PASSAGES = [
  { id: 1, text: "Kathana Meet hosts video meetings with live captions in Hindi and English" },
  { id: 2, text: "The meeting room books itself; a voicebot calls back every missed customer" },
  { id: 3, text: "वीडियो मीटिंग में हिंदी कैप्शन, और हर छूटे ग्राहक को वॉइसबॉट कॉल करता है" },
  { id: 4, text: "Survey answers arrive by voice, surveys by WhatsApp, and meetups by email" },
];

function indexOf() {
  const index = new MiniSearch<(typeof PASSAGES)[number]>({
    fields: ["text"],
    searchOptions: { combineWith: "OR", prefix: (term) => term.length >= 4, fuzzy: (term) => (term.length >= 4 ? Math.round(term.length * 0.2) : false) },
  });
  index.addAll(PASSAGES);
  return index;
}

// Typos, prefixes, Devanagari and words no passage has, some asked twice.
const QUERIES = ["meetng", "meet", "meetings voicebott", "meetng", "survay answers", "मीटींग कैप्शन", "survey", "xylophone", "meet", "मीटींग", "custmer calls"];

describe("an index that remembers its fuzzy matches", () => {
  it("finds what the same index finds without remembering, asked once or again", () => {
    const plain = indexOf();
    const remembering = indexOf();
    rememberFuzzyMatches(remembering);
    for (const query of [...QUERIES, ...QUERIES]) expect(remembering.search(query)).toEqual(plain.search(query));
  });

  it("walks the index for a term once, however often it is searched", () => {
    const index = indexOf();
    const tree = (index as unknown as { _index: { fuzzyGet: (term: string, distance: number) => Map<string, unknown> } })._index;
    const walk = tree.fuzzyGet;
    let walks = 0;
    tree.fuzzyGet = function (term, distance) {
      walks++;
      return walk.call(this, term, distance);
    };
    rememberFuzzyMatches(index);
    index.search("meetng");
    index.search("meetng");
    index.search("meetng voicebott");
    expect(walks).toBe(2);
  });

  it("forgets, rather than grows without end, when sent more words than it keeps", () => {
    const plain = indexOf();
    const remembering = indexOf();
    rememberFuzzyMatches(remembering);
    for (let i = 0; i <= REMEMBERED_TERMS; i++) remembering.search(`zq${i}x`);
    for (const query of QUERIES) expect(remembering.search(query)).toEqual(plain.search(query));
  });
});
