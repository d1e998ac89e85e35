/**
 * Kathana Assist's limits that the server enforces and the dialog shows (shared, so both say the
 * same). A spoken question is capped well inside the recogniser's time limit: 15 s of speech are
 * heard in about 0.8 s on this project's 2-core machines, 1.4 s for 28 s (issue 41;
 * docs/benchmarks/hostile.md has the measurements).
 */
export const SPOKEN_QUESTION_MAX_SECONDS = 15;
