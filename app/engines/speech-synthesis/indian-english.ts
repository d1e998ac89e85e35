/**
 * Indian English and Indian names for espeak-ng's Hindi voice. espeak-ng's English voices are
 * British or American; to sound Indian, English text is rewritten in Devanagari and spoken by the
 * Hindi voice, which brings Indian vowels, retroflex t/d, a tapped r and syllable timing:
 *
 * 1. Indian names (indian-names.ts) → their Devanagari spelling (always for in_NM; for en_IN when the
 *    word is capitalised, so "Deep learning" is not read as a name but "Rahul" is);
 * 2. numbers → English words (lakh and crore from 1,00,000 on), acronyms (API, UPI) → letter names;
 * 3. other words → CMU Pronouncing Dictionary phones (ARPAbet) → Devanagari, mapped the way Indian
 *    English speakers realise them (T/D retroflex ट/ड, TH थ, DH द, W/V व, AO/"o"-spelled AA ऑ,
 *    AE ऐ, final schwa आ);
 * 4. words the dictionary does not know → the transliteration engine's Latin → Devanagari rules
 *    (Hindi-style reading of the spelling: Noida → नोइदा).
 * Punctuation is kept, so pauses and SSML structure survive.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { CmuDictionary } from "~/engines/cmu-dictionary";
import { lookupHindi } from "~/engines/transliteration/lexicon";
import { toDevanagari } from "~/engines/transliteration/rules";
import { belowThousandInWords, ONES } from "~/text/number-words";
import { lookupIndianName } from "./indian-names";

let cmu: CmuDictionary | null = null;
let loading: Promise<CmuDictionary> | null = null;

/** One `"word": "PHONES",` line of the cmu-pronouncing-dictionary module. */
const MODULE_ENTRY = /^\s*"([^"\s]+)": "([^"]+)",?$/;

/**
 * Loads the CMU dictionary once (about 134,000 words, with stress marks): the package's module is
 * read as text rather than imported, as its object literal held ~20 MB of heap (decision 0039).
 */
export async function loadCmuDictionary(): Promise<CmuDictionary> {
  if (cmu) return cmu;
  loading ??= readFile(createRequire(import.meta.url).resolve("cmu-pronouncing-dictionary"), "utf8").then((source) => {
    const lines = source.split("\n").flatMap((line) => {
      const entry = MODULE_ENTRY.exec(line);
      return entry ? [`${entry[1]} ${entry[2]}`] : [];
    });
    return (cmu = new CmuDictionary(lines.join("\n")));
  });
  return loading;
}

const VOWEL_PHONES = new Set(["AA", "AE", "AH", "AO", "AW", "AY", "EH", "ER", "EY", "IH", "IY", "OW", "OY", "UH", "UW"]);

const CONSONANT: Record<string, string> = {
  B: "ब",
  CH: "च",
  D: "ड",
  DH: "द",
  F: "फ़",
  G: "ग",
  HH: "ह",
  JH: "ज",
  K: "क",
  L: "ल",
  M: "म",
  N: "न",
  P: "प",
  R: "र",
  S: "स",
  SH: "श",
  T: "ट",
  TH: "थ",
  V: "व",
  W: "व",
  Y: "य",
  Z: "ज़",
  ZH: "ज़",
};

/** Independent vowel letters and their signs after a consonant. */
const VOWEL: Record<string, [string, string]> = {
  अ: ["अ", ""],
  आ: ["आ", "ा"],
  इ: ["इ", "ि"],
  ई: ["ई", "ी"],
  उ: ["उ", "ु"],
  ऊ: ["ऊ", "ू"],
  ए: ["ए", "े"],
  ऐ: ["ऐ", "ै"],
  ओ: ["ओ", "ो"],
  ऑ: ["ऑ", "ॉ"],
};

type Piece = { v: keyof typeof VOWEL } | { c: string } | { nasal: true };

function vowelPieces(phone: string, final: boolean, spelling: string): Piece[] {
  switch (phone) {
    case "AA":
      // American "hot, doctor, college" are Indian ऑ; "father, car" stay आ.
      return [{ v: /o/.test(spelling) && !/a/.test(spelling) ? "ऑ" : "आ" }];
    case "AE":
      return [{ v: "ऐ" }];
    case "AH":
      // Final schwa spelled "a" is a full आ in Indian English (India, data, camera); "the" stays द.
      return [{ v: final && spelling.length > 2 && /(?:a|ah)$/.test(spelling) ? "आ" : "अ" }];
    case "AO":
      return [{ v: "ऑ" }];
    case "AW":
      return [{ v: "आ" }, { v: "उ" }];
    case "AY":
      return [{ v: "आ" }, { v: "इ" }];
    case "EH":
      return [{ v: "ए" }];
    case "ER":
      return [{ v: "अ" }, { c: "र" }];
    case "EY":
      return [{ v: "ए" }];
    case "IH":
      return [{ v: final ? "ई" : "इ" }];
    case "IY":
      return [{ v: "ई" }];
    case "OW":
      return [{ v: "ओ" }];
    case "OY":
      return [{ v: "ऑ" }, { c: "य" }];
    case "UH":
      return [{ v: "उ" }];
    case "UW":
      return [{ v: "ऊ" }];
    default:
      return [{ v: "अ" }];
  }
}

/** ARPAbet phones (e.g. "HH AH0 L OW1") → Devanagari, Indian English style. */
export function arpabetToDevanagari(phones: string, spelling = ""): string {
  const list = phones.trim().split(/\s+/).filter(Boolean);
  const pieces: Piece[] = [];
  list.forEach((raw, i) => {
    const phone = raw.replace(/\d/g, "");
    const final = i === list.length - 1;
    if (VOWEL_PHONES.has(phone)) {
      pieces.push(...vowelPieces(phone, final, spelling.toLowerCase()));
      return;
    }
    if (phone === "NG") {
      const next = (list[i + 1] ?? "").replace(/\d/g, "");
      pieces.push({ nasal: true });
      if (next !== "K" && next !== "G") pieces.push({ c: "ग" });
      return;
    }
    pieces.push({ c: CONSONANT[phone] ?? "" });
  });
  let out = "";
  let bare = false; // the last letter is a consonant still without its vowel
  for (const piece of pieces) {
    if ("nasal" in piece) {
      out += "ं";
      bare = false;
    } else if ("c" in piece) {
      if (!piece.c) continue;
      if (bare) out += "्";
      out += piece.c;
      bare = true;
    } else {
      const [letter, sign] = VOWEL[piece.v] as [string, string];
      out += bare ? sign : letter;
      bare = false;
    }
  }
  return out;
}

const LETTER_NAMES: Record<string, string> = {
  a: "ए",
  b: "बी",
  c: "सी",
  d: "डी",
  e: "ई",
  f: "एफ़",
  g: "जी",
  h: "एच",
  i: "आई",
  j: "जे",
  k: "के",
  l: "एल",
  m: "एम",
  n: "एन",
  o: "ओ",
  p: "पी",
  q: "क्यू",
  r: "आर",
  s: "एस",
  t: "टी",
  u: "यू",
  v: "वी",
  w: "डब्ल्यू",
  x: "एक्स",
  y: "वाई",
  z: "ज़ेड",
};

/** A whole number in English words, Indian style: 1,20,000 → "one lakh twenty thousand". */
export function numberToWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) return String(n);
  if (n === 0) return "zero";
  const words: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) words.push(crore >= 1000 ? numberToWords(crore) : belowThousandInWords(crore).join(" "), "crore");
  let rest = n % 10_000_000;
  const lakh = Math.floor(rest / 100_000);
  if (lakh) words.push(...belowThousandInWords(lakh), "lakh");
  rest %= 100_000;
  const thousand = Math.floor(rest / 1000);
  if (thousand) words.push(...belowThousandInWords(thousand), "thousand");
  rest %= 1000;
  if (rest) words.push(...belowThousandInWords(rest));
  return words.join(" ");
}

/** Spells letters and digits one by one (acronyms, say-as characters). */
export function spellOut(text: string, dict: CmuDictionary): string {
  const out: string[] = [];
  for (const ch of text.toLowerCase()) {
    if (LETTER_NAMES[ch]) out.push(LETTER_NAMES[ch]);
    else if (/\d/.test(ch)) out.push(wordToDevanagari(ONES[Number(ch)]!, dict, { names: false }));
  }
  return out.join(" ");
}

interface WordOptions {
  /** Look the word up in the Indian names dictionary first. */
  names: boolean;
}

/** Indian words common in Indian English, said the Indian way in any position. */
const INDIAN_WORDS: Record<string, string> = { lakh: "लाख", lakhs: "लाख", crore: "करोड़", crores: "करोड़", rupees: "रुपीज़", namaste: "नमस्ते", ji: "जी" };

/** One English word (letters and apostrophes) → Devanagari. */
function wordToDevanagari(word: string, dict: CmuDictionary, options: WordOptions): string {
  const lower = word.toLowerCase();
  const indian = Object.hasOwn(INDIAN_WORDS, lower) ? INDIAN_WORDS[lower] : undefined;
  if (indian) return indian;
  if (options.names) {
    const name = lookupIndianName(lower.replace(/'s$/, ""));
    if (name) return lower.endsWith("'s") ? `${name}ज़` : name;
  }
  const phones = dict.first(lower) ?? dict.first(lower.replace(/'/g, ""));
  if (phones) return arpabetToDevanagari(phones, lower);
  const owner = lower.endsWith("'s") ? dict.first(lower.slice(0, -2)) : undefined;
  if (owner) return `${arpabetToDevanagari(owner, lower)}ज़`;
  return toDevanagari(lower.replace(/'/g, ""));
}

export type IndianMode = "en_IN" | "in_NM";

/**
 * Rewrites English text for the Hindi voice. `in_NM` treats every word as a possible name;
 * `en_IN` only capitalised ones. Spaces and punctuation are kept.
 */
export function indianEnglishToDevanagari(text: string, dict: CmuDictionary, mode: IndianMode): string {
  return text.replace(/\d+(?:[.,]\d+)*|[A-Za-z]+(?:'[A-Za-z]+)?/g, (token) => {
    if (/^\d/.test(token)) {
      // 1,20,000 and 120,000 → the number; 3.5 → "three point five".
      const [whole, fraction] = token.replace(/,/g, "").split(".");
      let words = numberToWords(Number(whole));
      if (fraction) words += ` point ${[...fraction].map((d) => ONES[Number(d)]).join(" ")}`;
      return indianEnglishToDevanagari(words, dict, "en_IN");
    }
    const isAcronym = /^[A-Z]{2,5}$/.test(token) && !lookupIndianName(token);
    if (isAcronym) return spellOut(token, dict);
    const capitalised = /^[A-Z]/.test(token);
    return wordToDevanagari(token, dict, { names: mode === "in_NM" || capitalised });
  });
}

/**
 * Hindi text with Latin words in it (romanised Hindi typed without picking a suggestion, or
 * Hinglish: "mera phone kho gaya"): each Latin word becomes Devanagari — a Hindi word from the
 * transliteration lexicon first (mera → मेरा), else an Indian name, else English through the CMU
 * dictionary (phone → फ़ोन), else the spelling rules (kho → खो). Digits stay for the Hindi voice.
 */
export function hinglishToDevanagari(text: string, dict: CmuDictionary): string {
  return text.replace(/[A-Za-z]+(?:'[A-Za-z]+)?/g, (token) => {
    const hindi = lookupHindi(token.toLowerCase())[0];
    if (hindi) return hindi;
    if (/^[A-Z]{2,5}$/.test(token) && !lookupIndianName(token)) return spellOut(token, dict);
    return wordToDevanagari(token, dict, { names: true });
  });
}
