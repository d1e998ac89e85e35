/**
 * From the model's 1000 class probabilities to the site's answer (pure, so the thresholds are
 * tested on their own). See docs/decisions/0030-food-recognition-engine.md for the measurements.
 */
import { FOOD_CLASSES } from "./foods";
import type { FoodGuess, FoodRecognition } from "./types";

export interface DecisionThresholds {
  /** The food classes together must carry at least this much probability. */
  minFoodProbability: number;
  /** The best food class must carry at least this much probability on its own. */
  minTopConfidence: number;
  /** Alternatives below this probability are not listed. */
  minAlternativeConfidence: number;
  maxAlternatives: number;
}

export const DEFAULT_THRESHOLDS: DecisionThresholds = {
  minFoodProbability: 0.6,
  minTopConfidence: 0.65,
  minAlternativeConfidence: 0.02,
  maxAlternatives: 3,
};

/** Numerically stable softmax of logits. */
export function softmax(logits: ArrayLike<number>): Float32Array {
  let max = -Infinity;
  for (let i = 0; i < logits.length; i++) max = Math.max(max, logits[i] as number);
  const out = new Float32Array(logits.length);
  let sum = 0;
  for (let i = 0; i < logits.length; i++) {
    const e = Math.exp((logits[i] as number) - max);
    out[i] = e;
    sum += e;
  }
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) / sum;
  return out;
}

/** The mean of the softmax of each view's logits: the engine's probabilities for a photo. */
export function meanSoftmax(logitsPerView: ArrayLike<number>[]): Float32Array {
  const mean = new Float32Array(logitsPerView[0]?.length ?? 0);
  for (const logits of logitsPerView) {
    const p = softmax(logits);
    for (let i = 0; i < p.length; i++) mean[i]! += (p[i] as number) / logitsPerView.length;
  }
  return mean;
}

const round = (p: number) => Math.round(p * 10_000) / 10_000;

/**
 * `labelOf(i)` names class i (the LABELS file when available). The answer is the best food class
 * when the food classes together carry at least `minFoodProbability` and the best one alone at
 * least `minTopConfidence`; otherwise 'not a food we know' with the model's top class as `label`.
 */
export function decide(
  probabilities: ArrayLike<number>,
  labelOf: (index: number) => string | null,
  thresholds: DecisionThresholds = DEFAULT_THRESHOLDS,
): FoodRecognition {
  const foods = FOOD_CLASSES.map((food) => ({ food, p: (probabilities[food.index] as number | undefined) ?? 0 })).sort((a, b) => b.p - a.p);
  const foodProbability = foods.reduce((sum, f) => sum + f.p, 0);
  const best = foods[0];
  const isFood = best !== undefined && foodProbability >= thresholds.minFoodProbability && best.p >= thresholds.minTopConfidence;

  const alternatives: FoodGuess[] = foods
    .slice(isFood ? 1 : 0)
    .filter((f) => f.p >= thresholds.minAlternativeConfidence)
    .slice(0, thresholds.maxAlternatives)
    .map((f) => ({ item: f.food.item, label: f.food.label, confidence: round(f.p) }));

  if (isFood && best) {
    return {
      item: best.food.item,
      label: best.food.label,
      confidence: round(best.p),
      isFood: true,
      foodProbability: round(foodProbability),
      alternatives,
    };
  }
  let top = 0;
  for (let i = 1; i < probabilities.length; i++) if ((probabilities[i] as number) > (probabilities[top] as number)) top = i;
  return {
    item: null,
    label: probabilities.length ? labelOf(top) : null,
    confidence: round((probabilities[top] as number | undefined) ?? 0),
    isFood: false,
    foodProbability: round(foodProbability),
    alternatives,
  };
}
