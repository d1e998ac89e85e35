/**
 * Personal data taken out of text a visitor typed, before it is kept or shown to an engine (the
 * assistant's question log and feedback): each kind is replaced by its own label, "[e-mail]",
 * "[UPI id]", "[phone]", "[Aadhaar]", "[card]", "[card expiry]", "[card CVV]", "[PAN]", "[date]",
 * "[number]". The way people write them to dodge filters counts too: "ravi dot kumar at gmail dot
 * com", "ravi(at)gmail.com", digits in Devanagari or full width, numbers split by "/", "–" or a
 * zero-width space.
 *
 * Every pattern here runs on visitor text, so each is linear (issue 41): it may start only where a
 * run of its characters starts (a look-behind), and every repetition has an upper bound, so no input
 * can make the engine backtrack over more than a few dozen characters per position.
 * `PERSONAL_DATA_PATTERNS` is exported so a test can time each on its worst case.
 */

type Label = "[e-mail]" | "[UPI id]" | "[phone]" | "[Aadhaar]" | "[card]" | "[card expiry]" | "[card CVV]" | "[PAN]" | "[date]" | "[number]";

interface Detector {
  label: Label | ((match: string) => Label | null);
  pattern: RegExp;
}

// Separators people write inside an address instead of "@" and ".".
const AT = String.raw`(?:\s{0,2}@\s{0,2}|\s{0,2}[([{<]\s{0,2}at\s{0,2}[)\]}>]\s{0,2}| at )`;
const DOT = String.raw`(?:\.|\s{0,2}[([{<]\s{0,2}dot\s{0,2}[)\]}>]\s{0,2}| dot )`;
const LOCAL = String.raw`[\p{L}\p{M}\p{N}_%+'-]{1,64}`;
const LABEL = String.raw`[\p{L}\p{M}\p{N}-]{1,63}`;
const NOT_AFTER_WORD = String.raw`(?<![\p{L}\p{M}\p{N}._%+'-])`;

const MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|" +
  "जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|अक्तूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर";
const DAY = "(?:0?[1-9]|[12][0-9]|3[01])";
const MONTH = "(?:0?[1-9]|1[0-2])";
const YEAR = "(?:19|20)[0-9]{2}";

/** In order: a later detector never sees what an earlier one took. */
const DETECTORS: Detector[] = [
  // An e-mail address: at least one dot after the "@", the last part a word of letters.
  {
    label: "[e-mail]",
    pattern: new RegExp(
      `${NOT_AFTER_WORD}${LOCAL}(?:${DOT}${LOCAL}){0,8}${AT}${LABEL}(?:${DOT}${LABEL}){0,8}${DOT}\\p{L}[\\p{L}\\p{M}]{1,23}(?![\\p{L}\\p{M}\\p{N}@]|\\.[\\p{L}\\p{N}])`,
      "giu",
    ),
  },
  // A UPI id: name@bank, the handle one word with no dot (okaxis, paytm, ybl…).
  {
    label: "[UPI id]",
    pattern: new RegExp(`${NOT_AFTER_WORD}[\\p{L}\\p{N}._-]{2,64}\\s{0,2}@\\s{0,2}\\p{L}{2,32}(?![\\p{L}\\p{M}\\p{N}@]|\\.[\\p{L}\\p{N}])`, "giu"),
  },
  // PAN: five letters, four digits, a letter (the fourth letter says what kind of holder).
  { label: "[PAN]", pattern: /(?<![\p{L}\p{N}])[a-z]{3}[abcfghljpt][a-z][0-9]{4}[a-z](?![\p{L}\p{N}])/giu },
  // A card's expiry or CVV, named as such.
  {
    label: "[card expiry]",
    pattern: new RegExp(
      `(?<![\\p{L}])(?:exp(?:iry|ires|iration)?(?: date)?|valid (?:thru|through|till|upto|up to))[ :.#-]{0,3}${MONTH} {0,2}[/-] {0,2}(?:20)?[0-9]{2}(?![0-9])`,
      "giu",
    ),
  },
  { label: "[card CVV]", pattern: /(?<![\p{L}])(?:cvv2?|cvc2?|cvn|cid|security code|card verification (?:value|code))[ :.#-]{0,3}[0-9]{3,4}(?![0-9])/giu },
  // A date with a year: 12/05/1990, 1990-05-12, 12 May 1990, May 12, 1990, 12 मई 1990.
  {
    label: "[date]",
    pattern: new RegExp(
      `(?<![0-9])(?:${DAY}[./ -]${MONTH}[./ -](?:${YEAR}|[0-9]{2})|${YEAR}[./-]${MONTH}[./-]${DAY})(?![0-9])|` +
        `(?<![\\p{L}\\p{N}])(?:${DAY}(?:st|nd|rd|th)? {0,2}(?:of )?(?:${MONTHS})\\.?,? {0,2}${YEAR}|(?:${MONTHS})\\.? {0,2}${DAY}(?:st|nd|rd|th)?,? {0,2}${YEAR})(?![\\p{L}\\p{N}])`,
      "giu",
    ),
  },
  // Digits written with the separators people put between them: a phone, Aadhaar, card or other number.
  { label: classifyNumber, pattern: /(?<![0-9+(])\+?\(?[0-9](?:[0-9]|[ ./()-]{1,2}(?=[0-9(])){5,40}[0-9]?(?![0-9])/gu },
];

/** @public: the hostile-input tests time each pattern on its worst case. */
export const PERSONAL_DATA_PATTERNS: readonly RegExp[] = DETECTORS.map((detector) => detector.pattern);

function classifyNumber(match: string): Label | null {
  const digits = match.replace(/[^0-9]/g, "");
  const n = digits.length;
  if (n < 7) return null;
  // Written in fours (2345 6789 0124, 4111 1111 1111 1111), a number reads as an Aadhaar or a card even when its check digit is wrong.
  const inFours = /^[0-9]{4}(?:[ .-][0-9]{4})+$/.test(match);
  if (n === 12 && /^[2-9]/.test(digits) && (inFours || (verhoeffValid(digits) && !/^91[6-9]/.test(digits)))) return "[Aadhaar]";
  if (n >= 13 && n <= 19 && (luhnValid(digits) || (inFours && n === 16))) return "[card]";
  if (n <= 11 || (match.startsWith("+") && n <= 15) || (n === 12 && /^91[6-9]/.test(digits))) return "[phone]";
  return "[number]";
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

// Verhoeff's check digit (Aadhaar numbers carry one): the dihedral group D5's tables.
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

function verhoeffValid(digits: string): boolean {
  let c = 0;
  for (let i = 0; i < digits.length; i++) c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![Number(digits[digits.length - 1 - i])]!]!;
  return c === 0;
}

// ---------------------------------------------------------------------------------------------
// The text the detectors read: one character for each visible one of the visitor's, so a match
// maps back to what was typed. Invisible format characters (zero-width space and joiners, direction
// marks) are left out; digits of any script become 0–9; full-width forms, dashes and spaces their
// plain ASCII selves.

const FORMAT = /\p{Cf}/u;
const DIGIT = /\p{Nd}/u;
const DASH = /\p{Pd}/u;
const SPACE = /\p{Zs}/u;

/** The value of a decimal digit of any script: digits come in runs of ten from zero. */
function digitValue(char: string): string {
  let code = char.codePointAt(0)!;
  let steps = 0;
  while (steps < 9 && DIGIT.test(String.fromCodePoint(code - 1))) {
    code--;
    steps++;
  }
  return String(steps);
}

function readable(text: string): { view: string; at: number[] } {
  let view = "";
  const at: number[] = [];
  let index = 0;
  for (const char of text) {
    const start = index;
    index += char.length;
    if (FORMAT.test(char)) continue;
    let plain = char;
    if (char.charCodeAt(0) > 0x7f) {
      if (DIGIT.test(char)) plain = digitValue(char);
      else if (DASH.test(char)) plain = "-";
      else if (SPACE.test(char)) plain = " ";
      else {
        const folded = char.normalize("NFKC");
        if (folded.length === 1) plain = folded;
      }
    }
    for (let i = 0; i < plain.length; i++) {
      view += plain[i];
      at.push(start);
    }
  }
  at.push(index);
  return { view, at };
}

/**
 * `text` with each piece of personal data replaced by its label (or, with `labels: false`, a
 * space: what an engine reads must not take "[e-mail]" for a question about e-mail), and
 * direction overrides removed.
 */
export function withoutPersonalData(text: string, options: { labels?: boolean } = {}): string {
  const { view, at } = readable(text);
  let masked = view;
  const spans: { from: number; to: number; label: Label }[] = [];
  for (const { label, pattern } of DETECTORS) {
    pattern.lastIndex = 0;
    let next = "";
    let cursor = 0;
    for (const match of masked.matchAll(pattern)) {
      const kind = typeof label === "function" ? label(match[0]) : label;
      if (!kind) continue;
      const from = match.index;
      const to = from + match[0].length;
      spans.push({ from, to, label: kind });
      // Taken: a private-use character is nobody's letter, digit or separator.
      next += masked.slice(cursor, from) + "\ue000".repeat(to - from);
      cursor = to;
    }
    masked = next + masked.slice(cursor);
  }
  spans.sort((a, b) => a.from - b.from);
  let out = "";
  let cursor = 0;
  for (const span of spans) {
    const from = at[span.from]!;
    out += text.slice(cursor, from) + (options.labels === false ? " " : span.label);
    cursor = at[span.to]!;
  }
  return (out + text.slice(cursor)).replace(BIDI_CONTROLS, "");
}

// Direction embeddings, overrides and isolates can make a stored line read backwards when printed.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
// Controls, format characters other than the joiners that Indic scripts need, and lone surrogates.
const UNPRINTABLE = /[\p{Cc}\p{Co}\p{Cn}\u061c\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]|\p{Cs}/gu;

/** Stored text made safe to print on a terminal or in a CSV: every control shown as \u{…}. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`);
}
