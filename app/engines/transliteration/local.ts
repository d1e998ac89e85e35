/**
 * The local Latin → Devanagari transliterator: the lexicon's spellings first, then the rule-based
 * scheme's, then the typed word itself, as the public lookup service orders its options.
 */
import { TransliterationError } from "./errors";
import { lookupHindi } from "./lexicon";
import { ruleCandidates } from "./rules";

/** Input cap in characters: the lookup is called per typed word or short phrase. */
export const MAX_TRANSLITERATION_CHARS = 100;
export const DEFAULT_SUGGESTIONS = 5;
export const MAX_SUGGESTIONS = 10;

export interface TransliterateOptions {
  /** Target language; only "hi" (Hindi, Devanagari) is offered. */
  lang?: string;
  /** Number of options, the typed word included (default 5, 1–10). */
  num?: number;
}

/** Checks and normalises the input; returns the trimmed text and the option count. */
export function checkInput(text: unknown, options: TransliterateOptions = {}): { text: string; num: number } {
  const lang = (options.lang ?? "hi").toLowerCase();
  if (lang !== "hi" && !lang.startsWith("hi-")) {
    throw new TransliterationError("unsupported_language", `Transliteration is offered for Hindi ("hi") only, not "${String(options.lang).slice(0, 20)}".`);
  }
  if (typeof text !== "string" || text.trim() === "") {
    throw new TransliterationError("empty", "Type a word to transliterate.");
  }
  if (text.length > MAX_TRANSLITERATION_CHARS) {
    throw new TransliterationError("too_long", `Text to transliterate is limited to ${MAX_TRANSLITERATION_CHARS} characters (got ${text.length}).`);
  }
  const trimmed = text.trim().replace(/\s+/g, " ");
  if (!/^[A-Za-z0-9' .,?!-]+$/.test(trimmed)) {
    throw new TransliterationError("invalid_input", "Only Latin letters (a–z), digits, spaces and basic punctuation can be transliterated.");
  }
  const rawNum = options.num ?? DEFAULT_SUGGESTIONS;
  const num = Number.isFinite(rawNum) ? Math.min(MAX_SUGGESTIONS, Math.max(1, Math.trunc(rawNum))) : DEFAULT_SUGGESTIONS;
  return { text: trimmed, num };
}

/** Devanagari options for one word (no typed word), most likely first. */
function wordOptions(word: string, limit: number): string[] {
  const letters = word.replace(/[^A-Za-z]/g, "");
  if (!letters) return [word];
  const lower = word.toLowerCase();
  const found: string[] = [];
  const add = (s: string) => {
    if (s && !found.includes(s)) found.push(s);
  };
  // Keep punctuation around the word (e.g. "kaise?" → "कैसे?").
  const lead = /^[^A-Za-z]*/.exec(lower)?.[0] ?? "";
  const trail = /[^A-Za-z]*$/.exec(lower)?.[0] ?? "";
  const core = lower.slice(lead.length, lower.length - trail.length);
  const mark = (s: string) => lead + s + trail.replace(/\./g, "।");
  for (const s of lookupHindi(core)) add(mark(s));
  for (const s of ruleCandidates(core, limit + 2)) add(mark(s));
  return found.slice(0, limit);
}

/**
 * Suggestions for `text`: `num` options with the typed text last. A phrase gets its words'
 * options combined position by position (first options together, then second ones …).
 */
export function localSuggestions(text: string, num: number): string[] {
  const want = Math.max(0, num - 1);
  const words = text.split(" ");
  const perWord = words.map((w) => wordOptions(w, Math.max(want, 1)));
  const out: string[] = [];
  for (let k = 0; k < want; k++) {
    const phrase = perWord.map((options) => options[Math.min(k, options.length - 1)] ?? "").join(" ");
    if (k > 0 && perWord.every((options) => options.length <= k)) break;
    if (!out.includes(phrase)) out.push(phrase);
  }
  if (!out.includes(text)) out.push(text);
  return out.slice(0, num);
}
