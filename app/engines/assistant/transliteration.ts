/**
 * English words written in Devanagari ("डेवलपर सर्विसेज़", "टर्म्स ऑफ़ यूज़", "पासवड"): Hindi
 * visitors spell the site's English names as they say them. Such a word and the English word it
 * sounds like share their consonants, so both are read as a consonant skeleton ("dvlpr" for
 * "डेवलपर" and "developer") and a Devanagari word no example or page knows is read as the English
 * word of the same (or a one-letter-off) skeleton.
 */
import { within } from "./edit-distance";

/** Each Devanagari consonant as the Latin letter that stands for its sound (aspiration and nukta aside). */
const CONSONANTS: Readonly<Record<string, string>> = {
  क: "k",
  ख: "k",
  ग: "g",
  घ: "g",
  ङ: "n",
  च: "c",
  छ: "c",
  ज: "j",
  झ: "j",
  ञ: "n",
  ट: "t",
  ठ: "t",
  ड: "d",
  ढ: "d",
  ण: "n",
  त: "t",
  थ: "t",
  द: "d",
  ध: "d",
  न: "n",
  प: "p",
  फ: "f",
  ब: "b",
  भ: "b",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  व: "v",
  श: "s",
  ष: "s",
  स: "s",
  ह: "",
  "\u0902": "n",
};

/** Vowel signs and vowels as Latin vowels (the inherent "a" is not written: "डेवलपर" is "devlpr"). */
const VOWELS: Readonly<Record<string, string>> = {
  "\u093E": "a",
  "\u093F": "i",
  "\u0940": "i",
  "\u0941": "u",
  "\u0942": "u",
  "\u0943": "ri",
  "\u0947": "e",
  "\u0948": "ai",
  "\u0949": "o",
  "\u094B": "o",
  "\u094C": "au",
  अ: "a",
  आ: "a",
  इ: "i",
  ई: "i",
  उ: "u",
  ऊ: "u",
  ए: "e",
  ऐ: "ai",
  ऑ: "o",
  ओ: "o",
  औ: "au",
};

/** A Devanagari word in Latin letters, roughly as said: to tell apart English words of one skeleton ("फ्रॉड": "frod", fraud, not Friday). */
function romanised(word: string): string {
  let out = "";
  for (const letter of word) out += VOWELS[letter] ?? (letter === "ह" ? "h" : (CONSONANTS[letter] ?? ""));
  return out;
}

/** Edit distance, at most `max` + 1 (cheaper than the exact figure when it is large). */
function distance(a: string, b: string, max: number): number {
  for (let d = 0; d <= max; d++) if (within(a, b, d)) return d;
  return max + 1;
}

/** English spellings of one sound, in the order they are read. */
const ENGLISH_SOUNDS: readonly [RegExp, string][] = [
  [/ph/g, "f"],
  [/t(?=io)/g, "s"],
  [/(?:sh|ss)/g, "s"],
  [/(?:ch|tch)/g, "c"],
  [/ck|q/g, "k"],
  [/x/g, "ks"],
  [/c(?=[eiy])/g, "s"],
  [/c/g, "k"],
  [/w/g, "v"],
  [/z/g, "j"],
  [/(?!^)y/g, ""],
  [/h/g, ""],
  [/[aeiou]/g, ""],
];

/** Shorter skeletons are too common to tell words apart; one letter off is looked for from five ("psvd" is "paid" as much as "password"). */
const MIN_SKELETON = 3;
const NEAR_SKELETON = 5;

/** A word's consonants, one letter per sound, repeats merged; null when it is neither Latin nor Devanagari. */
export function skeleton(word: string): string | null {
  let out: string;
  if (/^[a-z]+$/.test(word)) {
    out = word;
    for (const [pattern, sound] of ENGLISH_SOUNDS) out = out.replace(pattern, sound);
  } else if (/^[\u0900-\u097F]+$/.test(word)) {
    out = "";
    for (const letter of word) out += CONSONANTS[letter] ?? "";
  } else return null;
  return out.replace(/(.)\1+/g, "$1");
}

/**
 * Reads a Devanagari word as one of `english` (words of the site): of those whose skeleton is the
 * word's (else one letter off, for skeletons of five letters or more), the one spelt nearest to how
 * the word is said, the commonest on a tie. Null when none sounds like it.
 */
export function englishSoundingLike(english: readonly string[]): (word: string) => string | null {
  const byLength = new Map<number, { word: string; sound: string }[]>();
  for (const word of english) {
    const sound = skeleton(word);
    if (!sound || sound.length < MIN_SKELETON || !/^[a-z]/.test(word)) continue;
    const list = byLength.get(sound.length) ?? byLength.set(sound.length, []).get(sound.length)!;
    list.push({ word, sound });
  }
  return (word) => {
    const sound = /^[\u0900-\u097F]+$/.test(word) ? skeleton(word) : null;
    if (!sound || sound.length < MIN_SKELETON) return null;
    const said = romanised(word);
    // Of the words of that skeleton, the one spelt nearest to how it is said; a short one must be near.
    const nearest = (candidates: readonly { word: string }[]) => {
      let best: { word: string; d: number } | null = null;
      for (const { word: english } of candidates) {
        const d = distance(said, english, english.length);
        if (!best || d < best.d) best = { word: english, d };
      }
      return best && (sound.length >= 4 || best.d <= 2) ? best.word : null;
    };
    const same = byLength.get(sound.length)?.filter((w) => w.sound === sound) ?? [];
    if (same.length || sound.length < NEAR_SKELETON) return nearest(same);
    const near = [sound.length, sound.length - 1, sound.length + 1].flatMap((length) => (byLength.get(length) ?? []).filter((w) => within(sound, w.sound, 1)));
    return nearest(near);
  };
}
