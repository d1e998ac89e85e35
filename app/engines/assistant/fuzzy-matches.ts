/**
 * The index's fuzzy matches of a term, remembered. MiniSearch finds a term's typo forms by walking
 * its whole term tree; one question searches the same terms several times (the place's check, the
 * content, a follow-up's page) and visitors ask with the same few hundred words, so most walks repeat.
 * The index never changes after it is built (new content builds a new engine), so a term's matches
 * at a distance are always the same: remembered, a search gives the same results, faster.
 */
import type MiniSearch from "minisearch";

/** At most this many terms are remembered: words sent to wear the memory out are forgotten, not kept. */
export const REMEMBERED_TERMS = 5000;

type FuzzyMatches = Map<string, unknown>;
interface TermTree {
  fuzzyGet(term: string, distance: number): FuzzyMatches;
}

/**
 * Makes `index` remember its fuzzy matches (MiniSearch 7 keeps its term tree as `_index`). Each
 * search gets its own copy, because MiniSearch drops the terms it also matched as prefixes from it.
 * With another version of MiniSearch that has no such tree, the index is left as it is.
 */
export function rememberFuzzyMatches<T>(index: MiniSearch<T>): void {
  const tree = (index as unknown as { _index?: Partial<TermTree> })._index;
  if (typeof tree?.fuzzyGet !== "function") return;
  const walk = tree.fuzzyGet.bind(tree);
  const remembered = new Map<string, FuzzyMatches>();
  tree.fuzzyGet = (term: string, distance: number) => {
    const key = `${distance} ${term}`;
    let matches = remembered.get(key);
    if (!matches) {
      if (remembered.size >= REMEMBERED_TERMS) remembered.clear();
      remembered.set(key, (matches = walk(term, distance)));
    }
    return new Map(matches);
  };
}
