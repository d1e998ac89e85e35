/** The food-recognition engine's interface, shared by the local and the remote implementation. */

export interface FoodGuess {
  /** Friendly name, e.g. 'Hot dog'. */
  item: string;
  /** Model label, e.g. 'hotdog, hot dog, red hot'. */
  label: string;
  /** Probability the model gives this class, 0..1. */
  confidence: number;
}

export interface FoodRecognition {
  /** Friendly name of the recognised food; null when it is not a food we know. */
  item: string | null;
  /**
   * Model label of the answer: the food's label when `isFood`, otherwise the model's top class
   * (which may be a non-food such as 'envelope'), or null when the engine does not say.
   */
  label: string | null;
  /** Probability of `label`, 0..1. */
  confidence: number;
  /** True when the answer is one of the foods we know. */
  isFood: boolean;
  /** Probability carried by all food classes together, 0..1 (null when the engine does not say). */
  foodProbability: number | null;
  /** Next most likely foods (not including `item`), most likely first. */
  alternatives: FoodGuess[];
}

export interface FoodEngine {
  readonly kind: "local" | "remote";
  recognize(image: Buffer): Promise<FoodRecognition>;
  /** Friendly names of the foods this engine can name (for the demo page). */
  knownFoods(): string[];
  close(): Promise<void>;
}
