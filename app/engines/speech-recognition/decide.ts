/**
 * The out-of-list decision. pocketsphinx decodes the recording twice: against the phrase grammar
 * (forced to name a listed phrase) and against a free loop of the 39 phones (any speech at all).
 * Two per-frame acoustic scores (pocketsphinx log units divided by the number of 10 ms frames):
 *   P = how well the best listed phrase fits the audio,
 *   L = how well an unconstrained phone sequence fits it.
 * A listed phrase that was really said fits about as well as, or better than, the loop; other
 * speech forced onto a listed phrase fits much worse. The evidence is the linear score
 *   s = wP·P + wL·L + bias,
 * fitted by logistic regression on the benchmark's measurements (scripts/bench/voice.mjs --dump)
 * and the threshold chosen from its sweep (docs/decisions/0050-speech-recognition-engine.md).
 */
export interface Thresholds {
  wPhrase: number;
  wLoop: number;
  bias: number;
  /** Below this score the answer is out of list. */
  threshold: number;
  /** Softness of the confidence curve around the threshold. */
  scale: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = { wPhrase: 0.764, wLoop: -0.439, bias: 4.25, threshold: -0.75, scale: 0.75 };

export interface DecodeScores {
  /** Acoustic score of the phrase-grammar decode (−Infinity when no phrase fitted at all). */
  phrase: number;
  /** Acoustic score of the phone-loop decode. */
  loop: number;
  /** Frames of audio decoded (10 ms each). */
  frames: number;
}

/** The evidence score s (higher: more likely the phrase was said); −Infinity when nothing fitted. */
export function evidence(scores: DecodeScores, t: Thresholds = DEFAULT_THRESHOLDS): number {
  if (!Number.isFinite(scores.phrase) || scores.frames <= 0) return -Infinity;
  if (!Number.isFinite(scores.loop)) return Infinity;
  return t.wPhrase * (scores.phrase / scores.frames) + t.wLoop * (scores.loop / scores.frames) + t.bias;
}

/** Probability-like 0..1 that the listed phrase is what was said. */
export function inListProbability(s: number, t: Thresholds = DEFAULT_THRESHOLDS): number {
  if (s === Infinity) return 1;
  if (s === -Infinity) return 0;
  return 1 / (1 + Math.exp(-(s - t.threshold) / t.scale));
}
