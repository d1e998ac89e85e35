/**
 * Questions visitors ask, and where each leads (issue 43): the editors' examples in Assistant
 * settings. A new question is compared with every example — its words and word pairs, weighted by
 * how rare they are among the examples (TF-IDF, cosine) — and the place of the nearest examples
 * answers it. An example with no place is one the site must decline ("do you have an office in
 * Pune?"): a question nearest to such examples is declined too.
 *
 * Word lists name things; examples carry how visitors put whole needs ("I don't remember the
 * password I used", "main page pe le chalo"), which no list of names holds.
 */
import { contentWords, normalise, termOf, type SynonymGroups } from "./language";
import { within } from "./routing";
import type { AssistantExample } from "./types";

export interface NearestExample {
  /** The place of the nearest examples, or null when they are questions to decline. */
  target: string | null;
  /** Cosine similarity of the question and that place's nearest example (or all its examples), 0–1. */
  similarity: number;
  /** Share of the question's own words (stop words aside) that place's examples have, 0–1. */
  coverage: number;
}

type Vector = Map<string, number>;

/**
 * Each phrase of a synonym group as one word, the same for the whole group ("text to speech" and
 * "tts"; "clinic" and "hospital" where the editors group them), the longest phrase at each word.
 */
function synonymReader(groups: SynonymGroups): (text: string) => string {
  // By first word, longest phrase first; a phrase in two groups belongs to the first.
  const byFirst = new Map<string, { words: string[]; token: string }[]>();
  const seen = new Set<string>();
  groups.forEach((group, i) => {
    for (const member of group) {
      const phrase = normalise(member);
      if (!phrase || seen.has(phrase)) continue;
      seen.add(phrase);
      const words = phrase.split(" ");
      const list = byFirst.get(words[0]!) ?? byFirst.set(words[0]!, []).get(words[0]!)!;
      list.push({ words, token: `syn${i}` });
    }
  });
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return (text) => {
    const words = normalise(text).split(" ").filter(Boolean);
    const out: string[] = [];
    for (let i = 0; i < words.length;) {
      const match = byFirst.get(words[i]!)?.find(({ words: phrase }) => phrase.every((w, k) => words[i + k] === w));
      out.push(match ? match.token : words[i]!);
      i += match ? match.words.length : 1;
    }
    return out.join(" ");
  };
}

/** A question's features: its stemmed words, and each pair of neighbours ("sign in" is not "sign up"). */
function features(text: string, known?: (word: string) => string): string[] {
  const words = text
    .split(" ")
    .filter(Boolean)
    .map((w) => termOf(w) ?? w)
    .map((w) => (known ? known(w) : w));
  const pairs = words.slice(1).map((w, i) => `${words[i]}_${w}`);
  return [...words, ...pairs];
}

function unit(vector: Vector): Vector {
  let norm = 0;
  for (const v of vector.values()) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  for (const [k, v] of vector) vector.set(k, v / norm);
  return vector;
}

export interface ExampleMatcher {
  /** The place of the one example most like the question. */
  nearest(question: string): NearestExample | null;
  /** The place whose examples, all together, are most like the question (a long description shares words with several). */
  nearestPlace(question: string): NearestExample | null;
}

const dot = (a: Vector, b: Vector) => {
  let sum = 0;
  for (const [feature, value] of a) sum += value * (b.get(feature) ?? 0);
  return sum;
};

/**
 * `placeTexts`: what the content says of each place (its name, its words, its page's text), by
 * place id; a question's words found there count as covered too.
 */
export function createExampleMatcher(
  examples: readonly AssistantExample[],
  synonyms: SynonymGroups = [],
  placeTexts: ReadonlyMap<string, string> = new Map(),
): ExampleMatcher {
  const read = synonymReader(synonyms);
  const documents = examples.map((example) => ({ target: example.target, features: [...new Set(features(read(example.question)))] }));
  const frequency = new Map<string, number>();
  for (const { features: f } of documents) for (const feature of f) frequency.set(feature, (frequency.get(feature) ?? 0) + 1);
  const weight = (feature: string) => Math.log((documents.length + 1) / ((frequency.get(feature) ?? 0) + 1)) + 1;
  const vectors = documents.map(({ target, features: f }) => ({
    target,
    words: new Set(f),
    vector: unit(new Map(f.map((feature) => [feature, weight(feature)]))),
  }));
  // The examples' words by first letter and length, for reading a visitor's typo as the word it
  // misses ("pasword"); a typo of the first letter is not looked for (it would cost a scan of all).
  const byStart = new Map<string, string[]>();
  for (const word of frequency.keys()) {
    if (word.includes("_")) continue;
    const key = `${word[0]}${word.length}`;
    byStart.set(key, [...(byStart.get(key) ?? []), word]);
  }
  const typos = new Map<string, string>();
  const known = (word: string): string => {
    if (frequency.has(word) || word.length < 5) return word;
    const seen = typos.get(word);
    if (seen !== undefined) return seen;
    const max = word.length >= 8 ? 2 : 1;
    let found = word;
    search: for (let d = -max; d <= max; d++)
      for (const candidate of byStart.get(`${word[0]}${word.length + d}`) ?? [])
        if (within(word, candidate, max)) {
          found = candidate;
          break search;
        }
    if (typos.size < 10_000) typos.set(word, found);
    return found;
  };
  // Each place's examples as one: the sum of their vectors, made unit, and all their words.
  const places = new Map<string | null, { vector: Vector; words: Set<string> }>();
  for (const { target, vector, words } of vectors) {
    const place = places.get(target) ?? places.set(target, { vector: new Map(), words: new Set() }).get(target)!;
    for (const [feature, value] of vector) place.vector.set(feature, (place.vector.get(feature) ?? 0) + value);
    for (const word of words) place.words.add(word);
  }
  for (const place of places.values()) unit(place.vector);
  for (const [target, text] of placeTexts) {
    const place = places.get(target);
    if (place) for (const word of read(text).split(" ")) place.words.add(termOf(word) ?? word);
  }
  // Each feature's examples and weights; the examples' own vectors are not kept.
  const postings = new Map<string, { examples: number[]; weights: number[] }>();
  vectors.forEach(({ vector }, i) => {
    for (const [feature, value] of vector) {
      const posting = postings.get(feature) ?? postings.set(feature, { examples: [], weights: [] }).get(feature)!;
      posting.examples.push(i);
      posting.weights.push(value);
    }
  });
  const exampleTargets = vectors.map(({ target }) => target);

  /** The question as a vector (words no example has count too: "what is 17 times 23" is not near "what is your number"), and its own words. */
  const readQuestion = (question: string) => {
    const text = read(question);
    const asked = [...new Set(features(text, known))];
    if (!asked.some((f) => frequency.has(f))) return null;
    const own = contentWords(text).map((w) => known(termOf(w) ?? w));
    return { vector: unit(new Map(asked.map((feature) => [feature, weight(feature)]))), own };
  };
  const coverage = (own: string[], words: Set<string>) => (own.length ? own.filter((w) => words.has(w)).length / own.length : 0);
  const best = (candidates: readonly { target: string | null; similarity: number; words: Set<string> }[], own: string[]): NearestExample | null => {
    let top: { target: string | null; similarity: number; words: Set<string> } | null = null;
    for (const candidate of candidates) if (!top || candidate.similarity > top.similarity) top = candidate;
    return top && top.similarity > 0 ? { target: top.target, similarity: top.similarity, coverage: coverage(own, top.words) } : null;
  };
  return {
    nearest(question) {
      const asked = readQuestion(question);
      if (!asked) return null;
      // Only the examples sharing a feature with the question are scored.
      const scores = new Map<number, number>();
      for (const [feature, value] of asked.vector) {
        const posting = postings.get(feature);
        if (posting) posting.examples.forEach((i, k) => scores.set(i, (scores.get(i) ?? 0) + value * posting.weights[k]!));
      }
      return best(
        // Its words are all its place's examples' words: one example has few of a visitor's words.
        [...scores].map(([i, similarity]) => ({ target: exampleTargets[i]!, words: places.get(exampleTargets[i]!)!.words, similarity })),
        asked.own,
      );
    },
    nearestPlace(question) {
      const asked = readQuestion(question);
      if (!asked) return null;
      return best(
        [...places].map(([target, { vector, words }]) => ({ target, words, similarity: dot(asked.vector, vector) })),
        asked.own,
      );
    },
  };
}
