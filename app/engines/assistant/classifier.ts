/**
 * A place for a question, learnt from the editors' examples (issue 43): multinomial logistic
 * regression over the examples' features. Where the nearest example asks "is one example worded
 * like this?", the classifier weighs every word by how well it tells the places apart, so another
 * writer's wording ("book a table" beside "reserve a seat") still leads where most of its words do.
 *
 * Trained when the index is built, in fixed orders with fixed arithmetic: the same examples give
 * the same weights on every machine. Only weights that matter are kept, in compact rows.
 */

export interface TrainingRow {
  /** Feature ids and their values (a unit vector). */
  features: readonly (readonly [number, number])[];
  /** The class, 0 … classCount − 1. */
  label: number;
}

export interface Classifier {
  /** The probability of each class for a vector of feature ids and values. */
  probabilities(features: Iterable<readonly [number, number]>): Float64Array;
}

/**
 * Training runs, each over its own order of the rows, whose weights are averaged: one run's weights
 * depend on the order it met the rows in (another order moved a tuning set's top-1 by up to three
 * points); the average of three depends on it less, for the same number of rounds in all.
 */
const RUNS = 3;
const EPOCHS = 5;
const LEARNING_RATE = 0.5;
/** A class whose probability is this near its target gets no update (most classes, after a few rounds). */
const NEGLIGIBLE = 1e-3;
/** Smaller weights are dropped when training ends. */
const KEPT_WEIGHT = 1e-3;

function softmax(logits: Float64Array): Float64Array {
  let max = -Infinity;
  for (const z of logits) if (z > max) max = z;
  let sum = 0;
  for (let j = 0; j < logits.length; j++) sum += logits[j] = Math.exp(logits[j]! - max);
  for (let j = 0; j < logits.length; j++) logits[j]! /= sum;
  return logits;
}

/** A fixed shuffle (linear congruential), so that training is the same everywhere; each run and round has its own. */
function shuffled(count: number, run: number, round: number): Int32Array {
  const order = Int32Array.from({ length: count }, (_, i) => i);
  let seed = 7 + 100 * run + round;
  for (let i = count - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** How many rows are trained, or features' weights kept, between two pauses (a few milliseconds' work). */
const ROWS_PER_SLICE = 100;
const FEATURES_PER_SLICE = 4000;

/** Work done in slices: it pauses (yields) between slices and returns its result at the end. */
export type Sliced<T> = Generator<void, T, void>;

/** The result of sliced work, done at once (tests, benchmarks). */
export function atOnce<T>(work: Sliced<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/** A pause that lets the server answer other requests before work goes on. */
export function nextTurn(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/** The result of sliced work, letting the server answer other requests between slices. */
export async function inSlices<T>(work: Sliced<T>): Promise<T> {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    await nextTurn();
  }
}

/** Trains the classifier in slices: hundreds of milliseconds in all, which a server must not spend at once. */
export function* training(rows: readonly TrainingRow[], featureCount: number, classCount: number): Sliced<Classifier> {
  const weights = new Float32Array(featureCount * classCount);
  const bias = new Float64Array(classCount);
  const flat = flattened(rows);
  const run = { weights: new Float32Array(featureCount * classCount), squares: new Float32Array(featureCount * classCount) };
  for (let r = 0; r < RUNS; r++) {
    if (r > 0) {
      run.weights.fill(0);
      run.squares.fill(0);
    }
    const runBias = yield* trainingRun(flat, classCount, r, run);
    for (let f = 0; f < featureCount; f++) {
      if (f % FEATURES_PER_SLICE === FEATURES_PER_SLICE - 1) yield;
      for (let at = f * classCount; at < (f + 1) * classCount; at++) weights[at]! += run.weights[at]! / RUNS;
    }
    for (let j = 0; j < classCount; j++) bias[j]! += runBias[j]! / RUNS;
  }
  return yield* compacted(weights, bias, featureCount, classCount);
}

/** The rows' feature ids and values, flat (the training loops read them millions of times), and their classes. */
interface FlatRows {
  /** Row i's features are at starts[i] … starts[i + 1] − 1. */
  starts: Int32Array;
  featureIds: Int32Array;
  featureValues: Float64Array;
  labels: Int32Array;
}

function flattened(rows: readonly TrainingRow[]): FlatRows {
  const starts = new Int32Array(rows.length + 1);
  for (let i = 0; i < rows.length; i++) starts[i + 1] = starts[i]! + rows[i]!.features.length;
  const featureIds = new Int32Array(starts[rows.length]!);
  const featureValues = new Float64Array(starts[rows.length]!);
  for (let i = 0, k = 0; i < rows.length; i++)
    for (const [f, x] of rows[i]!.features) {
      featureIds[k] = f;
      featureValues[k++] = x;
    }
  return { starts, featureIds, featureValues, labels: Int32Array.from(rows, (row) => row.label) };
}

/** One run of training, in the order of `run` (its weights and their squared updates start at zero); returns its biases. */
function* trainingRun(
  flat: FlatRows,
  classCount: number,
  run: number,
  { weights, squares }: { weights: Float32Array; squares: Float32Array },
): Sliced<Float64Array> {
  // Adagrad: each weight's step shrinks with the updates it has had (`squares`).
  const bias = new Float64Array(classCount);
  const biasSquares = new Float64Array(classCount);
  const logits = new Float64Array(classCount);
  const { starts, featureIds, featureValues, labels } = flat;
  const active = new Int32Array(classCount);
  let trained = 0;
  for (let round = 0; round < EPOCHS; round++)
    for (const i of shuffled(labels.length, run, round)) {
      if (++trained % ROWS_PER_SLICE === 0) yield;
      const from = starts[i]!;
      const to = starts[i + 1]!;
      logits.set(bias);
      for (let k = from; k < to; k++) {
        const x = featureValues[k]!;
        for (let j = 0, at = featureIds[k]! * classCount; j < classCount; j++, at++) logits[j]! += weights[at]! * x;
      }
      const p = softmax(logits);
      p[labels[i]!]! -= 1;
      // The classes to update; each weight's update is the same whatever order they are made in.
      let count = 0;
      for (let j = 0; j < classCount; j++) if (Math.abs(p[j]!) >= NEGLIGIBLE) active[count++] = j;
      for (let k = from; k < to; k++) {
        const x = featureValues[k]!;
        const row = featureIds[k]! * classCount;
        for (let c = 0; c < count; c++) {
          const j = active[c]!;
          const at = row + j;
          const gradient = p[j]! * x;
          squares[at]! += gradient * gradient;
          weights[at]! -= (LEARNING_RATE * gradient) / Math.sqrt(squares[at]! + 1e-8);
        }
      }
      for (let c = 0; c < count; c++) {
        const j = active[c]!;
        const error = p[j]!;
        biasSquares[j]! += error * error;
        bias[j]! -= (LEARNING_RATE * error) / Math.sqrt(biasSquares[j]! + 1e-8);
      }
    }
  return bias;
}

/** Only the weights that matter, in compact rows, and the classifier that reads them. */
function* compacted(weights: Float32Array, bias: Float64Array, featureCount: number, classCount: number): Sliced<Classifier> {
  // Compact rows: for each feature, the classes it speaks for or against and by how much.
  const start = new Int32Array(featureCount + 1);
  for (let f = 0; f < featureCount; f++) {
    if (f % FEATURES_PER_SLICE === FEATURES_PER_SLICE - 1) yield;
    let kept = 0;
    for (let j = 0, at = f * classCount; j < classCount; j++, at++) if (Math.abs(weights[at]!) >= KEPT_WEIGHT) kept++;
    start[f + 1] = start[f]! + kept;
  }
  const classOf = new Int32Array(start[featureCount]!);
  const weightOf = new Float32Array(start[featureCount]!);
  for (let f = 0, k = 0; f < featureCount; f++) {
    if (f % FEATURES_PER_SLICE === FEATURES_PER_SLICE - 1) yield;
    for (let j = 0, at = f * classCount; j < classCount; j++, at++)
      if (Math.abs(weights[at]!) >= KEPT_WEIGHT) {
        classOf[k] = j;
        weightOf[k++] = weights[at]!;
      }
  }
  const finalBias = Float64Array.from(bias);
  return {
    probabilities(features) {
      const z = Float64Array.from(finalBias);
      for (const [f, x] of features) for (let k = start[f]!; k < start[f + 1]!; k++) z[classOf[k]!]! += weightOf[k]! * x;
      return softmax(z);
    },
  };
}
