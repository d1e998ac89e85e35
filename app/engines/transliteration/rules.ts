/**
 * A rule-based Latin → Devanagari scheme for casually typed Hindi (ITRANS/Hunterian-like:
 * "aa"/"ee"/"oo" long vowels, "h" digraphs for aspirates, "sh", "ch", "chh"), with Hindi's implicit
 * vowel: a consonant followed by a consonant takes a virama (cluster), a consonant followed by "a"
 * keeps the inherent vowel, and a word-final consonant needs no mark (Hindi drops the final schwa).
 * Casual spelling is ambiguous (a/ā, i/ī, t/ṭ, n/anusvara …), so every unit carries ranked
 * alternatives and `ruleCandidates` returns the spellings with the fewest departures first.
 */

type Unit = { kind: "consonant"; options: Option[] } | { kind: "vowel"; options: Option[] } | { kind: "other"; text: string };

interface Option {
  /** Devanagari letter (consonant or independent vowel), or "ं" for a nasal. */
  dev: string;
  /** Cost of choosing this option instead of the first one. */
  cost: number;
  /** A nasal written as anusvara rather than a consonant. */
  anusvara?: boolean;
}

const o = (dev: string, cost = 0, anusvara = false): Option => ({ dev, cost, anusvara });

const CONSONANTS: Record<string, Option[]> = {
  cchh: [o("च्छ")],
  ksh: [o("क्ष")],
  chh: [o("छ")],
  cch: [o("च्छ")],
  kh: [o("ख")],
  gh: [o("घ")],
  ch: [o("च"), o("छ", 1.6)],
  jh: [o("झ")],
  th: [o("थ"), o("ठ", 1.5)],
  dh: [o("ध"), o("ढ", 1.5)],
  ph: [o("फ")],
  bh: [o("भ")],
  sh: [o("श"), o("ष", 1.6)],
  gy: [o("ग्य"), o("ज्ञ", 1.4)],
  k: [o("क")],
  g: [o("ग")],
  c: [o("क"), o("च", 1.2)],
  j: [o("ज")],
  t: [o("त"), o("ट", 1.3)],
  d: [o("द"), o("ड", 1.3)],
  n: [o("न"), o("ण", 2.5)],
  p: [o("प")],
  f: [o("फ़"), o("फ", 1.1)],
  b: [o("ब")],
  m: [o("म")],
  y: [o("य")],
  r: [o("र"), o("ड़", 2)],
  l: [o("ल")],
  v: [o("व")],
  w: [o("व")],
  s: [o("स")],
  h: [o("ह")],
  z: [o("ज़"), o("ज", 1.1)],
  x: [o("क्स")],
  q: [o("क़"), o("क", 0.8)],
};

const VOWELS: Record<string, Option[]> = {
  aa: [o("आ")],
  ai: [o("ऐ"), o("आई", 1.5)],
  au: [o("औ"), o("आउ", 1.5)],
  ee: [o("ई")],
  ii: [o("ई")],
  oo: [o("ऊ"), o("ओ", 1.5)],
  uu: [o("ऊ")],
  a: [o("अ"), o("आ", 1)],
  i: [o("इ"), o("ई", 1)],
  u: [o("उ"), o("ऊ", 1)],
  e: [o("ए"), o("ऐ", 1.8)],
  o: [o("ओ"), o("औ", 1.8), o("ऑ", 2)],
};

/** Vowel signs (matras) for the independent vowels; the inherent "अ" has none. */
const MATRA: Record<string, string> = {
  अ: "",
  आ: "ा",
  इ: "ि",
  ई: "ी",
  उ: "ु",
  ऊ: "ू",
  ए: "े",
  ऐ: "ै",
  ओ: "ो",
  औ: "ौ",
  ऑ: "ॉ",
  ऋ: "ृ",
};

const CONSONANT_KEYS = Object.keys(CONSONANTS).sort((a, b) => b.length - a.length);
const VOWEL_KEYS = Object.keys(VOWELS).sort((a, b) => b.length - a.length);
/** Stops before which a nasal is usually written as anusvara (hindi → हिंदी, sundar → सुंदर). */
const STOPS = /^(k|kh|g|gh|c|ch|chh|j|jh|t|th|d|dh|p|ph|b|bh)$/;

function match(rest: string, keys: string[]): string | null {
  for (const key of keys) if (rest.startsWith(key)) return key;
  return null;
}

/** Splits one lower-case Latin word into consonant and vowel units. */
function tokenize(word: string): Unit[] {
  const units: Unit[] = [];
  const keys: string[] = [];
  let i = 0;
  while (i < word.length) {
    const rest = word.slice(i);
    const vowel = match(rest, VOWEL_KEYS);
    if (vowel) {
      units.push({ kind: "vowel", options: VOWELS[vowel] as Option[] });
      keys.push(vowel);
      i += vowel.length;
      continue;
    }
    const consonant = match(rest, CONSONANT_KEYS);
    if (consonant) {
      units.push({ kind: "consonant", options: CONSONANTS[consonant] as Option[] });
      keys.push(consonant);
      i += consonant.length;
      continue;
    }
    units.push({ kind: "other", text: word[i] as string });
    keys.push(word[i] as string);
    i += 1;
  }
  // Context: nasals before stops, word-final vowels.
  for (let k = 0; k < units.length; k++) {
    const unit = units[k] as Unit;
    const next = units[k + 1];
    const key = keys[k];
    if (unit.kind === "consonant" && (key === "n" || key === "m") && next?.kind === "consonant") {
      const stop = STOPS.test(keys[k + 1] as string);
      const prevIsVowelOrStart = k === 0 ? false : units[k - 1]?.kind === "vowel";
      if (prevIsVowelOrStart) {
        units[k] = {
          kind: "consonant",
          options: stop ? [o("ं", 0, true), o(key === "n" ? "न" : "म", 0.9)] : [o(key === "n" ? "न" : "म"), o("ं", 1.2, true)],
        };
      }
    }
    if (unit.kind === "consonant" && key === "n" && next === undefined && units[k - 1]?.kind === "vowel") {
      units[k] = { kind: "consonant", options: [o("न"), o("ं", 1.1, true)] };
    }
    if (unit.kind === "consonant" && key === "r" && !(units[k - 1]?.kind === "vowel" && next?.kind === "vowel")) {
      // ड़ only stands between vowels (ladka is typed with d; bada/bara both occur).
      units[k] = { kind: "consonant", options: [o("र")] };
    }
    if (unit.kind === "vowel" && next === undefined && units[k - 1]?.kind === "consonant") {
      // Word-final a / i are usually long in Hindi (mera, accha, hindi, pani).
      if (key === "a") units[k] = { kind: "vowel", options: [o("आ"), o("अ", 1)] };
      if (key === "i") units[k] = { kind: "vowel", options: [o("ई"), o("इ", 1)] };
    }
  }
  return units;
}

/** Writes one choice of options as Devanagari. */
function render(units: Unit[], choice: number[]): string {
  let out = "";
  let bareConsonant = false;
  units.forEach((unit, k) => {
    if (unit.kind === "other") {
      out += unit.text;
      bareConsonant = false;
      return;
    }
    const option = unit.options[choice[k] ?? 0] as Option;
    if (unit.kind === "consonant") {
      if (option.anusvara) {
        out += "ं";
        bareConsonant = false;
        return;
      }
      if (bareConsonant) out += "्";
      out += option.dev;
      bareConsonant = true;
      return;
    }
    if (bareConsonant) {
      // A two-letter option (आई) writes its first vowel as a sign and the rest as letters.
      const first = option.dev.charAt(0);
      const matra = MATRA[first];
      out += matra === undefined ? option.dev : matra + option.dev.slice(1);
    } else {
      out += option.dev;
    }
    bareConsonant = false;
  });
  return out;
}

/**
 * Devanagari spellings of one Latin word, most likely first (at most `limit`). Letters outside
 * a–z are kept as they are.
 */
export function ruleCandidates(word: string, limit = 5): string[] {
  const units = tokenize(word.toLowerCase());
  const base = units.map(() => 0);
  const scored: { text: string; cost: number; order: number }[] = [];
  let order = 0;
  const push = (choice: number[], cost: number) => scored.push({ text: render(units, choice), cost, order: order++ });
  push(base, 0);
  const alternatives: { k: number; j: number; cost: number }[] = [];
  units.forEach((unit, k) => {
    if (unit.kind === "other") return;
    unit.options.forEach((option, j) => {
      if (j > 0) alternatives.push({ k, j, cost: option.cost });
    });
  });
  for (const a of alternatives) {
    const choice = [...base];
    choice[a.k] = a.j;
    push(choice, a.cost);
  }
  // Pairs of departures, bounded so long words stay cheap.
  const pairs = alternatives.slice(0, 24);
  for (let x = 0; x < pairs.length; x++) {
    for (let y = x + 1; y < pairs.length; y++) {
      const a = pairs[x] as (typeof pairs)[number];
      const b = pairs[y] as (typeof pairs)[number];
      if (a.k === b.k) continue;
      const choice = [...base];
      choice[a.k] = a.j;
      choice[b.k] = b.j;
      push(choice, a.cost + b.cost);
    }
  }
  scored.sort((p, q) => p.cost - q.cost || p.order - q.order);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of scored) {
    if (seen.has(s.text)) continue;
    seen.add(s.text);
    out.push(s.text);
    if (out.length >= limit) break;
  }
  return out;
}

/** The single most likely Devanagari spelling of a Latin word. */
export function toDevanagari(word: string): string {
  return ruleCandidates(word, 1)[0] ?? word;
}
