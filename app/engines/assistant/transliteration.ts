/**
 * English words written in Devanagari ("डेवलपर सर्विसेज़", "टर्म्स ऑफ़ यूज़", "पासवड"): Hindi
 * visitors spell the site's English names as they say them. Such a word and the English word it
 * sounds like share their consonants, so both are read as a consonant skeleton ("dvlpr" for
 * "डेवलपर" and "developer") and a Devanagari word no example or page knows is read as the English
 * word of the same (or a one-letter-off) skeleton. The other way round, a visitor's Hinglish
 * ("turant", "recording") is read as the Devanagari word of the content that sounds like it.
 */
import { within } from "./edit-distance";
import { contentWords, DEVANAGARI, normalise, termOf, type SynonymGroups } from "./language";

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

/** Romanised Hindi's spellings of one sound ("ch" is च, "kh" is ख, "w" is व), read after the English ones fail. */
const HINGLISH_SOUNDS: readonly [RegExp, string][] = [
  [/ph/g, "f"],
  [/(?:sh|ss)/g, "s"],
  [/ch/g, "c"],
  [/q/g, "k"],
  [/x/g, "ks"],
  [/w/g, "v"],
  [/z/g, "j"],
  [/h/g, ""],
  [/[aeiou]/g, ""],
];

/** The sounds a skeleton is looked up by: "y" aside, which English reads as a vowel and Hindi as य ("shikayat", "शिकायत"). */
function lookedUp(sound: string | null): string | null {
  const key = sound?.replace(/y/g, "").replace(/(.)\1+/g, "$1");
  return key && key.length >= MIN_SKELETON ? key : null;
}

/**
 * Reads a word of romanised Hindi or an English word as the Devanagari word of the content that
 * sounds like it ("turant": "तुरंत", "recording": "रिकॉर्डिंग", "shikayat": "शिकायत"): on the
 * Hindi site a visitor writes Hinglish, the content writes Devanagari. Of the words of the same
 * skeleton (read as English, else as romanised Hindi), the one whose Latin reading is spelt nearest
 * ("a" aside: Devanagari does not write its inherent vowel), within a third of the word's letters
 * (at least two), the first of `devanagari` on a tie. Null when none sounds like it.
 */
export function devanagariSoundingLike(devanagari: readonly string[]): (word: string) => string | null {
  const bySound = new Map<string, { word: string; said: string }[]>();
  for (const word of devanagari) {
    const sound = /^[\u0900-\u097F]+$/.test(word) ? lookedUp(skeleton(word)) : null;
    if (!sound) continue;
    const list = bySound.get(sound) ?? bySound.set(sound, []).get(sound)!;
    list.push({ word, said: romanised(word).replace(/a/g, "") });
  }
  return (word) => {
    if (!/^[a-z]+$/.test(word)) return null;
    let hinglish = word;
    for (const [pattern, sound] of HINGLISH_SOUNDS) hinglish = hinglish.replace(pattern, sound);
    const spelt = word.replace(/a/g, "");
    const most = Math.max(2, Math.floor(word.length / 3));
    let best: { word: string; d: number } | null = null;
    for (const sound of new Set([lookedUp(skeleton(word)), lookedUp(hinglish)]))
      for (const candidate of (sound && bySound.get(sound)) || []) {
        const d = distance(spelt, candidate.said, most);
        if (d <= most && (!best || d < best.d)) best = { word: candidate.word, d };
      }
    return best?.word ?? null;
  };
}

/** How many words' sound-alikes are kept once looked up. */
const HEARD_KEPT = 10_000;

/**
 * The synonym groups a text names, and for each word of it in Latin letters that neither `texts`
 * (the passages) nor a group writes, the Devanagari word of `texts` that sounds like it ("meeting
 * ki recording turant milti hai?": मीटिंग, रिकॉर्डिंग, तुरंत). Content in English has none.
 */
export function withSoundAlikes(groupsFor: (text: string) => SynonymGroups, texts: readonly string[], groups: SynonymGroups): (text: string) => SynonymGroups {
  const written = new Map<string, number>();
  for (const text of texts) for (const word of normalise(text).split(" ")) if (word) written.set(word, (written.get(word) ?? 0) + 1);
  const devanagari = [...written.keys()].filter((word) => DEVANAGARI.test(word) && contentWords(word).length);
  if (!devanagari.length) return groupsFor;
  const terms = new Set([...written.keys()].map((word) => termOf(word) ?? word));
  const grouped = new Set(groups.flat().flatMap((member) => member.split(" ")));
  const soundsLike = devanagariSoundingLike(devanagari.sort((a, b) => written.get(b)! - written.get(a)!));
  const heard = new Map<string, string | null>();
  const hear = (word: string) => {
    if (heard.has(word)) return heard.get(word)!;
    const sounding = /^[a-z]+$/.test(word) && !grouped.has(word) && !terms.has(termOf(word) ?? word) ? soundsLike(word) : null;
    if (heard.size < HEARD_KEPT) heard.set(word, sounding);
    return sounding;
  };
  return (text) => {
    const alike = contentWords(text).flatMap((word) => {
      const sounding = hear(word);
      return sounding ? [[word, sounding]] : [];
    });
    return alike.length ? [...groupsFor(text), ...alike] : groupsFor(text);
  };
}
