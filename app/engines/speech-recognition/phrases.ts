/**
 * Phrase-list normalisation: what the caller writes ('CEO', 'Gurgaon!', 'Rock-n-Roll', 'Café 9')
 * becomes lower-case word tokens the dictionary and the grammar use ('ceo'; 'gurgaon'; 'rock n
 * roll'; 'cafe nine'), while the answer names the phrase exactly as written.
 */
import { belowThousandInWords, ONES } from "~/text/number-words";
import { SpeechRecognitionError } from "./errors";
import { PHRASE_LIMITS } from "./types";

export interface NormalisedPhrase {
  /** The phrase as the caller wrote it (trimmed): this is what a recognition returns. */
  original: string;
  words: string[];
}

/** 0..9999 in words; longer digit strings are read digit by digit. */
export function numberToWords(digits: string): string[] {
  const n = Number(digits);
  if (digits.length > 4 || (digits.length > 1 && digits.startsWith("0"))) return [...digits].map((d) => ONES[Number(d)]!);
  if (n < 1000) return belowThousandInWords(n);
  const rest = n % 1000;
  return [ONES[Math.floor(n / 1000)]!, "thousand", ...(rest ? belowThousandInWords(rest) : [])];
}

export function normaliseWords(text: string): string[] {
  const plain = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[’`]/g, "'")
    .replace(/(\d)([a-z])/g, "$1 $2")
    .replace(/([a-z])(\d)/g, "$1 $2");
  const words: string[] = [];
  for (const raw of plain.split(/[^a-z0-9']+/)) {
    const token = raw.replace(/^'+|'+$/g, "");
    if (!token) continue;
    if (/^\d+$/.test(token)) words.push(...numberToWords(token));
    else words.push(token.replace(/\d/g, ""));
  }
  return words.filter(Boolean);
}

/**
 * Checks and normalises a phrase list. Duplicates (same words) keep their first spelling; phrases
 * with no speakable word are refused, as is a list over the caps.
 */
export function normalisePhrases(phrases: readonly string[]): NormalisedPhrase[] {
  if (!Array.isArray(phrases)) throw new SpeechRecognitionError("invalid_phrases", "The phrase list must be a list of strings.");
  if (phrases.length > PHRASE_LIMITS.maxPhrases) {
    throw new SpeechRecognitionError("invalid_phrases", `At most ${PHRASE_LIMITS.maxPhrases} phrases can be recognised at once.`);
  }
  const seen = new Set<string>();
  const out: NormalisedPhrase[] = [];
  for (const phrase of phrases) {
    if (typeof phrase !== "string") throw new SpeechRecognitionError("invalid_phrases", "Every phrase must be text.");
    const original = phrase.trim().replace(/\s+/g, " ");
    if (!original) continue;
    if (original.length > PHRASE_LIMITS.maxPhraseChars) {
      throw new SpeechRecognitionError("invalid_phrases", `A phrase may have at most ${PHRASE_LIMITS.maxPhraseChars} characters.`);
    }
    const words = normaliseWords(original);
    if (words.length === 0) throw new SpeechRecognitionError("invalid_phrases", `The phrase "${original}" has no words that can be spoken.`);
    if (words.length > PHRASE_LIMITS.maxWordsPerPhrase) {
      throw new SpeechRecognitionError("invalid_phrases", `A phrase may have at most ${PHRASE_LIMITS.maxWordsPerPhrase} words.`);
    }
    const key = words.join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ original, words });
  }
  return out;
}
