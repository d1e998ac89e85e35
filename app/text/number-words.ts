/**
 * English number words, shared by speech recognition (a phrase's digits become the words said) and
 * speech synthesis (Indian English numbers, lakh and crore built on these).
 */

/** "zero" … "nineteen": also the names of the digits. */
export const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
] as const;
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"] as const;

/** 0…999 in words: 0 → ["zero"], 115 → ["one", "hundred", "fifteen"], 300 → ["three", "hundred"]. */
export function belowThousandInWords(n: number): string[] {
  const words: string[] = [];
  if (n >= 100) {
    words.push(ONES[Math.floor(n / 100)]!, "hundred");
    n %= 100;
  }
  if (n >= 20) {
    words.push(TENS[Math.floor(n / 10)]!);
    if (n % 10) words.push(ONES[n % 10]!);
  } else if (n > 0 || words.length === 0) {
    words.push(ONES[n]!);
  }
  return words;
}

/**
 * Number words that give a count in a sentence ("three days before the due date", "पाँच मिनट के
 * अंदर"): "one" is left out, as it is mostly not a count ("one of", "in one place"), and so is
 * Hindi "एक"; Hindi "दो" is a count only before what it counts, which is the only place it is read.
 * One spelling is enough: the assistant folds the nukta and the chandrabindu before reading.
 */
export const COUNT_WORDS: readonly string[] = [
  ...ONES.slice(2),
  ...TENS.slice(2),
  "hundred",
  "thousand",
  "lakh",
  "crore",
  "million",
  "billion",
  // A count in round figures ("millions of conversations a month", "लाखों बातचीत") still gives one.
  "hundreds",
  "thousands",
  "lakhs",
  "crores",
  "millions",
  "billions",
  "सैकड़ों",
  "हज़ारों",
  "लाखों",
  "करोड़ों",
  "दो",
  "तीन",
  "चार",
  "पाँच",
  "छह",
  "सात",
  "आठ",
  "नौ",
  "दस",
  "बीस",
  "तीस",
  "पचास",
  "सौ",
  "हज़ार",
  "लाख",
  "करोड़",
];
