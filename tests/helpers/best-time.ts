/**
 * The best time, in milliseconds, of up to ten runs of `run`, stopping at the first within `bound`.
 * Neither the machine's other work nor V8's warming up is the cost being timed: a pattern runs
 * interpreted until it is compiled (12 ms, then 0.4 ms, seen), and a busy machine stalls a run now
 * and then. A quadratic pattern takes seconds on 100 KB in every run.
 */
export function bestTimeOf(run: () => void, bound: number): number {
  let best = Infinity;
  for (let round = 0; round < 10 && best > bound; round++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}
