/**
 * Kathana Assist's limits that the server enforces and the pages show (shared, so both say the
 * same). A spoken question is short: capped at 10 s, which the recogniser hears in about 0.6 s on
 * this project's 2-core machines, and in under 3 s with four at once (docs/benchmarks/hostile.md;
 * issue 41).
 */
export const QUESTION_MAX_CHARACTERS = 500;
export const SPOKEN_QUESTION_MAX_SECONDS = 10;
