/** Visitors' typos: how far two words are, letter by letter. */

/** Three rows of the edit distance's table, reused across calls: the router tries thousands of word pairs per question. */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Edit distance of at most `max`, a swap of two letters counting one (optimal string alignment):
 * visitors' typos, "kathna", "voicebott", "asisst", "giudes".
 */
export function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a === b) return true;
  const n = b.length;
  if (rows[0].length < n + 1) rows = [new Int32Array(2 * (n + 1)), new Int32Array(2 * (n + 1)), new Int32Array(2 * (n + 1))];
  let [before, previous, current] = rows;
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ai = a.charCodeAt(i - 1);
    current[0] = i;
    let best = i;
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return false;
    const oldest = before;
    before = previous;
    previous = current;
    current = oldest;
  }
  return previous[n]! <= max;
}
