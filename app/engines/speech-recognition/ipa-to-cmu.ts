/**
 * espeak-ng's IPA output (`espeak-ng -q --ipa`) mapped to the 39 CMU/ARPAbet phones of the
 * pocketsphinx en-us acoustic model. Written for this project. Longest match first; stress marks,
 * length marks, syllable breaks and tie bars carry no phone of their own. Unknown symbols are
 * skipped (and reported by `ipaToCmu` so the tests can insist the table covers what espeak emits).
 */
export const CMU_PHONES = [
  "AA",
  "AE",
  "AH",
  "AO",
  "AW",
  "AY",
  "B",
  "CH",
  "D",
  "DH",
  "EH",
  "ER",
  "EY",
  "F",
  "G",
  "HH",
  "IH",
  "IY",
  "JH",
  "K",
  "L",
  "M",
  "N",
  "NG",
  "OW",
  "OY",
  "P",
  "R",
  "S",
  "SH",
  "T",
  "TH",
  "UH",
  "UW",
  "V",
  "W",
  "Y",
  "Z",
  "ZH",
] as const;

const IPA_TO_CMU: Readonly<Record<string, string>> = {
  // r-coloured vowels and vowel + r sequences (American and British)
  aɪɚ: "AY ER",
  aɪə: "AY ER",
  aʊɚ: "AW ER",
  aʊə: "AW ER",
  ɑːɹ: "AA R",
  ɑɹ: "AA R",
  ɔːɹ: "AO R",
  ɔɹ: "AO R",
  oːɹ: "AO R",
  oɹ: "AO R",
  ɛɹ: "EH R",
  eə: "EH R",
  ɪɹ: "IH R",
  ɪə: "IH R",
  iə: "IY AH",
  ʊɹ: "UH R",
  ʊə: "UH R",
  ɜːɹ: "ER",
  ɜː: "ER",
  ɜ: "ER",
  ɚ: "ER",
  ɝ: "ER",
  // diphthongs
  eɪ: "EY",
  aɪ: "AY",
  ɔɪ: "OY",
  aʊ: "AW",
  oʊ: "OW",
  əʊ: "OW",
  oː: "OW",
  // affricates
  tʃ: "CH",
  dʒ: "JH",
  ʧ: "CH",
  ʤ: "JH",
  // syllabic consonants
  l̩: "AH L",
  n̩: "AH N",
  m̩: "AH M",
  // monophthongs
  ɑː: "AA",
  ɑ: "AA",
  ɒ: "AA",
  a: "AE",
  æ: "AE",
  ʌ: "AH",
  ə: "AH",
  ɐ: "AH",
  ɔː: "AO",
  ɔ: "AO",
  o: "OW",
  ɛ: "EH",
  e: "EH",
  ɪ: "IH",
  ᵻ: "IH",
  ɨ: "IH",
  iː: "IY",
  i: "IY",
  ʊ: "UH",
  uː: "UW",
  u: "UW",
  ʉ: "UW",
  y: "UW",
  // consonants
  b: "B",
  d: "D",
  ð: "DH",
  f: "F",
  ɡ: "G",
  g: "G",
  h: "HH",
  ɦ: "HH",
  x: "HH",
  ç: "HH",
  j: "Y",
  k: "K",
  l: "L",
  ɫ: "L",
  ɬ: "L",
  m: "M",
  n: "N",
  ɲ: "N Y",
  ŋ: "NG",
  p: "P",
  ɹ: "R",
  r: "R",
  ɾ: "T",
  ɽ: "R",
  s: "S",
  ʃ: "SH",
  t: "T",
  θ: "TH",
  v: "V",
  ʋ: "V",
  w: "W",
  ʍ: "W",
  z: "Z",
  ʒ: "ZH",
  ʔ: "T",
  ʈ: "T",
  ɖ: "D",
  ɳ: "N",
  c: "K",
  ɟ: "G",
  q: "K",
};

/**
 * espeak-ng's Hindi voice (`-v hi`) writes the same alphabet with Hindi values: a tapped ɾ is an r
 * (not the American flap in "butter"), aː is the open a of "father", eː and oː are pure long
 * vowels, ɛː is the ऐ of Indian English "cat", ɟ and c are the palatal stops ज and च, ʂ the ष of
 * "Rickshaw", and a nasal vowel (ã) is the vowel with an n after it, as in "Gurgaon".
 */
export const HINDI_IPA_TO_CMU: Readonly<Record<string, string>> = {
  ...IPA_TO_CMU,
  aːɪ: "AY",
  aːʊ: "AW",
  aː: "AA",
  ɛː: "AE",
  eː: "EY",
  ɾ: "R",
  ɟ: "JH",
  c: "CH",
  ʂ: "SH",
  ã: "AA N",
  ẽ: "EY N",
  ĩ: "IY N",
  õ: "OW N",
  ũ: "UW N",
  ɔ̃: "AO N",
  ɛ̃: "AE N",
  ə̃: "AH N",
  ʌ̃: "AH N",
};

/** Marks that carry no phone: stress, length, syllable break, tie, aspiration, nasalisation... */
const SILENT = new Set(["ˈ", "ˌ", "ː", "ˑ", ".", "‿", "͡", "ʰ", "̃", "̩", "-", "'", "ʲ", "ʷ", "̪", "̥", "̬"]);

const keysByTable = new WeakMap<Readonly<Record<string, string>>, string[]>();
const keysOf = (table: Readonly<Record<string, string>>): string[] => {
  let keys = keysByTable.get(table);
  if (!keys) keysByTable.set(table, (keys = Object.keys(table).sort((a, b) => b.length - a.length)));
  return keys;
};

export interface IpaConversion {
  phones: string[];
  unknown: string[];
}

/**
 * IPA for one word → CMU phones; doubled consonants (espeak's 'jj' in 'Chaiyya') collapse to one.
 * `table` is IPA_TO_CMU for the English voices, HINDI_IPA_TO_CMU for the Hindi voice.
 */
export function ipaToCmu(ipa: string, table: Readonly<Record<string, string>> = IPA_TO_CMU): IpaConversion {
  const KEYS = keysOf(table);
  const text = ipa.normalize("NFC").replace(/\s+/g, "");
  const phones: string[] = [];
  const unknown: string[] = [];
  let i = 0;
  while (i < text.length) {
    const key = KEYS.find((k) => text.startsWith(k, i));
    if (key) {
      for (const phone of table[key]!.split(" ")) {
        if (phones[phones.length - 1] !== phone || /^(AA|AE|AH|AO|AW|AY|EH|ER|EY|IH|IY|OW|OY|UH|UW)$/.test(phone)) phones.push(phone);
      }
      i += key.length;
      continue;
    }
    const ch = text[i]!;
    if (!SILENT.has(ch)) unknown.push(ch);
    i += 1;
  }
  return { phones, unknown };
}
