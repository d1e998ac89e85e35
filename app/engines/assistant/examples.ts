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
import { within } from "./edit-distance";
import { atOnce, training, type Sliced } from "./classifier";
import { englishSoundingLike } from "./transliteration";
import type { AssistantExample } from "./types";

export interface NearestExample {
  /** The place of the nearest examples, or null when they are questions to decline. */
  target: string | null;
  /** Cosine similarity of the question and that place's nearest example (or all its examples), 0–1. */
  similarity: number;
  /** Share of the question's own words (stop words aside) that place's examples have, 0–1 (1 when it has none). */
  coverage: number;
}

type Vector = Map<string, number>;

/** How many of the classifier's likeliest places a match gives. */
const LIKELIEST = 4;

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

/** `items.map(map)`, pausing every few hundred items (the build runs in slices). */
function* mapped<T, U>(items: readonly T[], map: (item: T, i: number) => U): Sliced<U[]> {
  const out: U[] = [];
  for (let i = 0; i < items.length; i++) {
    if (i % 400 === 399) yield;
    out.push(map(items[i]!, i));
  }
  return out;
}

/** A word's pieces of four letters ("<booking>": "<boo", "book", "ooki" …): "booked" shares most of them. */
function pieces(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    if (word.length < 4 || word.startsWith("syn")) continue;
    const marked = `<${word}>`;
    for (let i = 0; i + 4 <= marked.length; i++) out.push(`#${marked.slice(i, i + 4)}`);
  }
  return out;
}

/**
 * A reader of visitors' typos ("pasword"): a word of five letters or more one letter off a word of
 * the vocabulary (two from eight letters) is read as that word. A typo of the first letter is not
 * looked for (it would cost a scan of all). Each word is looked up once (up to 10,000 kept).
 */
function typoReader(vocabulary: Iterable<string>): (word: string) => string | undefined {
  const byStart = new Map<string, string[]>();
  for (const word of vocabulary) {
    const key = `${word[0]}${word.length}`;
    const list = byStart.get(key);
    if (list) list.push(word);
    else byStart.set(key, [word]);
  }
  const read = new Map<string, string | undefined>();
  const lookUp = (word: string) => {
    if (word.length < 5) return undefined;
    const max = word.length >= 8 ? 2 : 1;
    for (let d = -max; d <= max; d++)
      for (const candidate of byStart.get(`${word[0]}${word.length + d}`) ?? []) if (within(word, candidate, max)) return candidate;
    return undefined;
  };
  return (word) => {
    if (read.has(word)) return read.get(word);
    const found = lookUp(word);
    if (read.size < 10_000) read.set(word, found);
    return found;
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
  /**
   * The question read once, two ways: the place of the one example most like it (`nearest`), and
   * the place whose examples, all together, are most like it (`place`: a long description shares
   * words with several). Null when no example shares a word with it.
   */
  match(question: string): {
    nearest: NearestExample | null;
    place: NearestExample | null;
    classified: NearestExample | null;
    /** The classifier's likeliest places (null: to decline), likeliest first, with their probabilities. */
    likely: { target: string | null; probability: number }[];
  } | null;
}

/** For each feature id, the items (examples or places) that have it and its weight there: compact rows. */
interface Postings {
  start: Int32Array;
  item: Int32Array;
  weight: Float64Array;
}

function postingsOf(rows: readonly Vector[], ids: ReadonlyMap<string, number>): Postings {
  const start = new Int32Array(ids.size + 1);
  for (const row of rows) for (const feature of row.keys()) start[ids.get(feature)! + 1]!++;
  for (let f = 0; f < ids.size; f++) start[f + 1]! += start[f]!;
  const next = start.slice(0, ids.size);
  const item = new Int32Array(start[ids.size]!);
  const weight = new Float64Array(start[ids.size]!);
  rows.forEach((row, i) => {
    for (const [feature, value] of row) {
      const at = next[ids.get(feature)!]!++;
      item[at] = i;
      weight[at] = value;
    }
  });
  return { start, item, weight };
}

/**
 * `placeTexts`: what the content says of each place (its name, its words, its page's text), by
 * place id; a question's words found there count as covered too.
 */
export function createExampleMatcher(
  examples: readonly AssistantExample[],
  synonyms: SynonymGroups = [],
  placeTexts: ReadonlyMap<string, string> = new Map(),
): ExampleMatcher {
  return atOnce(exampleMatcher(examples, synonyms, placeTexts));
}

/** The matcher built in slices (its classifier's training is most of the work). */
export function* exampleMatcher(
  examples: readonly AssistantExample[],
  synonyms: SynonymGroups = [],
  placeTexts: ReadonlyMap<string, string> = new Map(),
): Sliced<ExampleMatcher> {
  const read = synonymReader(synonyms);
  const documents = yield* mapped(examples, (example) => ({ target: example.target, features: [...new Set(features(read(example.question)))] }));
  // Every feature once, by id, and in how many examples it stands.
  const ids = new Map<string, number>();
  const counts: number[] = [];
  for (const { features: f } of documents)
    for (const feature of f) {
      const id = ids.get(feature) ?? ids.set(feature, ids.size).get(feature)!;
      counts[id] = (counts[id] ?? 0) + 1;
    }
  const frequency = Int32Array.from(counts);
  const count = documents.length;
  const weight = (feature: string) => {
    const id = ids.get(feature);
    return Math.log((count + 1) / ((id === undefined ? 0 : frequency[id]!) + 1)) + 1;
  };
  yield;
  const vectors = yield* mapped(documents, ({ features: f }) => unit(new Map(f.map((feature) => [feature, weight(feature)]))));
  const exampleWords = [...ids.keys()].filter((f) => !f.includes("_"));
  const typoOf = typoReader(exampleWords);
  // An English word written in Devanagari ("डेवलपर") is read as the examples' English word it
  // sounds like, the commonest first.
  const soundsLike = englishSoundingLike([...exampleWords].sort((a, b) => frequency[ids.get(b)!]! - frequency[ids.get(a)!]!));
  const typos = new Map<string, string>();
  const known = (word: string): string => {
    if (ids.has(word)) return word;
    const seen = typos.get(word);
    if (seen !== undefined) return seen;
    // Not a typo of an example's word: perhaps an English word written in Devanagari.
    const found = typoOf(word) ?? soundsLike(word) ?? word;
    if (typos.size < 10_000) typos.set(word, found);
    return found;
  };
  // The words the examples and the synonyms are written in, before the synonyms are read: a typo
  // of a synonym's word is read as that word first, and so as the synonym ("vedio confrencing" is
  // "video conferencing", which the examples hold only as their synonym group).
  const spelled = new Set<string>();
  for (const text of [...examples.map((e) => e.question), ...synonyms.flat()]) for (const word of normalise(text).split(" ")) if (word) spelled.add(word);
  const spellingOf = typoReader(spelled);
  const respelt = (question: string) =>
    normalise(question)
      .split(" ")
      .map((word) => (spelled.has(word) ? word : (spellingOf(word) ?? word)))
      .join(" ");
  // Each place's examples as one: the sum of their vectors, made unit; and the words of its
  // examples and of its content, sorted, for the coverage of a question's words.
  const placeOf = new Map<string | null, number>();
  const placeTargets: (string | null)[] = [];
  const placeVectors: Vector[] = [];
  const placeWords: Set<string>[] = [];
  // (Plain loops: a closure here would keep these build-time tables alive with the matcher.)
  for (let i = 0; i < documents.length; i++) {
    const { target, features: f } = documents[i]!;
    let p = placeOf.get(target);
    if (p === undefined) {
      p = placeTargets.push(target) - 1;
      placeOf.set(target, p);
      placeVectors.push(new Map());
      placeWords.push(new Set());
    }
    for (const [feature, value] of vectors[i]!) placeVectors[p]!.set(feature, (placeVectors[p]!.get(feature) ?? 0) + value);
    for (const word of f) if (!word.includes("_")) placeWords[p]!.add(word);
  }
  for (const vector of placeVectors) unit(vector);
  yield;
  for (const [target, text] of placeTexts) {
    const p = placeOf.get(target);
    if (p !== undefined) for (const word of read(text).split(" ")) placeWords[p]!.add(termOf(word) ?? word);
  }
  const words: string[][] = [];
  for (const set of placeWords) words.push([...set].sort());
  const has = (sorted: readonly string[], word: string) => {
    let low = 0;
    let high = sorted.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (sorted[mid] === word) return true;
      if (sorted[mid]! < word) low = mid + 1;
      else high = mid - 1;
    }
    return false;
  };
  const exampleTargets = new Int32Array(documents.length);
  for (let i = 0; i < documents.length; i++) exampleTargets[i] = placeOf.get(documents[i]!.target)!;
  const exampleCount = documents.length;
  const byExample = postingsOf(vectors, ids);
  const byPlace = postingsOf(placeVectors, ids);
  yield;
  // The classifier reads the words' pieces too: another writer's "booked" is near "booking".
  const pieceIds = new Map<string, number>();
  const pieceCounts: number[] = [];
  const learnt = (f: readonly string[]) => [...new Set([...f, ...pieces(f.filter((w) => !w.includes("_")))])];
  const learntDocuments = yield* mapped(documents, (d) => learnt(d.features));

  for (let i = 0; i < learntDocuments.length; i++) {
    if (i % 400 === 399) yield;
    for (const feature of learntDocuments[i]!) {
      const id = pieceIds.get(feature) ?? pieceIds.set(feature, pieceIds.size).get(feature)!;
      pieceCounts[id] = (pieceCounts[id] ?? 0) + 1;
    }
  }
  const learntVector = (f: readonly string[]) => {
    const out: [number, number][] = [];
    let norm = 0;
    for (const feature of f) {
      const id = pieceIds.get(feature);
      if (id === undefined) continue;
      const value = Math.log((count + 1) / (pieceCounts[id]! + 1)) + 1;
      out.push([id, value]);
      norm += value * value;
    }
    norm = Math.sqrt(norm) || 1;
    for (const pair of out) pair[1] /= norm;
    return out;
  };
  const rows = yield* mapped(learntDocuments, (f, i) => ({ features: learntVector(f), label: exampleTargets[i]! }));
  const classifier = yield* training(rows, pieceIds.size, placeTargets.length);

  /** The question as a vector (words no example has count too: "what is 17 times 23" is not near "what is your number"), and its own words. */
  const readQuestion = (question: string) => {
    const text = read(respelt(question));
    const asked = [...new Set(features(text, known))];
    if (!asked.some((f) => ids.has(f))) return null;
    const own = contentWords(text).map((w) => known(termOf(w) ?? w));
    return { vector: unit(new Map(asked.map((feature) => [feature, weight(feature)]))), own, learnt: learntVector(learnt(asked)) };
  };
  /** Each item's dot product with the question, over the items sharing a feature with it. */
  const scores = (postings: Postings, size: number, vector: Vector) => {
    const sums = new Float64Array(size);
    for (const [feature, value] of vector) {
      const id = ids.get(feature);
      if (id === undefined) continue;
      for (let at = postings.start[id]!; at < postings.start[id + 1]!; at++) sums[postings.item[at]!]! += value * postings.weight[at]!;
    }
    return sums;
  };
  /** The place of the best score, its similarity, and the share of `own` its words have. */
  const best = (sums: Float64Array, placeOfItem: (i: number) => number, own: string[]): NearestExample | null => {
    let top = -1;
    for (let i = 0; i < sums.length; i++) if (sums[i]! > 0 && (top < 0 || sums[i]! > sums[top]!)) top = i;
    if (top < 0) return null;
    const p = placeOfItem(top);
    const covered = own.filter((w) => has(words[p]!, w)).length;
    return { target: placeTargets[p]!, similarity: sums[top]!, coverage: own.length ? covered / own.length : 1 };
  };
  return {
    match(question) {
      const asked = readQuestion(question);
      if (!asked) return null;
      const probabilities = classifier.probabilities(asked.learnt);
      const likely = Array.from(probabilities, (probability, p) => ({ target: placeTargets[p]!, probability }))
        .sort((a, b) => b.probability - a.probability)
        .slice(0, LIKELIEST);
      return {
        likely,
        // Its words are all its place's examples' words: one example has few of a visitor's words.
        nearest: best(scores(byExample, exampleCount, asked.vector), (i) => exampleTargets[i]!, asked.own),
        place: best(scores(byPlace, placeTargets.length, asked.vector), (p) => p, asked.own),
        // Its similarity is the classifier's probability for the place.
        classified: best(probabilities, (p) => p, asked.own),
      };
    },
  };
}
