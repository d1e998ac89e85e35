/**
 * The embedded food engine: MobileNet v2 int8 (ImageNet-1k) on onnxruntime-node, CPU.
 * Loaded once (`LocalFoodEngine.load`) into worker processes (one ONNX session each; they decode the
 * photos too, so neither blocks the event loop nor keeps memory in the server's process); every
 * call goes through a concurrency cap, a bounded queue and a time limit. Also gives the image's
 * embedding for the 'Self Learning' correction feature: the L2-normalised 1280-d pre-logit
 * features (global average of the last feature map), exposed from the graph in memory.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { decide, DEFAULT_THRESHOLDS, meanSoftmax, type DecisionThresholds } from "./decide";
import { FoodEngineError } from "./errors";
import { FOOD_CLASSES, localKnownFoods } from "./foods";
import { TaskLimiter } from "./limiter";
import { InferencePool, type ViewOutput } from "./inference-pool.server";
import { addGraphOutput, findPreLogitFeatureMap } from "./onnx-graph.server";
import { l2Normalize } from "./similarity";
import type { FoodEngine, FoodRecognition } from "./types";
import { DEFAULT_IMAGE_LIMITS, validateImageBytes, type ImageLimits } from "./validate.server";
import type { EngineBounds } from "../engine-options";

export interface LocalEngineOptions extends EngineBounds {
  modelPath: string;
  /** ImageNet class names, one a line; default: `LABELS` beside the model when present. */
  labelsPath?: string;
  limits?: ImageLimits;
  thresholds?: DecisionThresholds;
  /**
   * Worker processes, one ONNX session each (default 1: a second worker costs ~60 MB and measured no
   * faster on 2 cores than one worker with 2 onnxruntime threads).
   */
  workers?: number;
  /** onnxruntime threads per inference (default 2). */
  intraOpThreads?: number;
}

export interface FoodAnalysis {
  result: FoodRecognition;
  /** Unit-length feature vector of the image (see `embeddingKind`). */
  embedding: Float32Array;
}

/** What a missing model file is told as, at start and on a load. */
export function modelNotFound(modelPath: string): string {
  return `Food model not found at ${modelPath} (set FOOD_MODEL_PATH or run: npm run fetch:food-model).`;
}

export class LocalFoodEngine implements FoodEngine {
  readonly kind = "local" as const;
  /** 'pre-logit' (1280-d pooled features) or 'logits' (1000-d, when the graph lacks the features). */
  readonly embeddingKind: "pre-logit" | "logits";
  /** Milliseconds spent loading the model and running the warm-up inference. */
  readonly loadMs: number;

  private constructor(
    private readonly pool: InferencePool,
    private readonly featureOutput: string | null,
    private readonly labels: string[] | null,
    private readonly limiter: TaskLimiter,
    private readonly limits: ImageLimits,
    private readonly thresholds: DecisionThresholds,
  ) {
    this.embeddingKind = featureOutput ? "pre-logit" : "logits";
    this.loadMs = 0;
  }

  static async load(options: LocalEngineOptions): Promise<LocalFoodEngine> {
    const started = performance.now();
    let model: Buffer;
    try {
      model = await readFile(options.modelPath);
    } catch (error) {
      throw new FoodEngineError("unavailable", modelNotFound(options.modelPath), { cause: error });
    }
    const concurrency = options.concurrency ?? 2;
    const poolOptions = {
      size: Math.max(1, options.workers ?? 1),
      inputName: "input",
      outputName: "output",
      intraOpThreads: options.intraOpThreads ?? 2,
    };
    let pool: InferencePool | undefined;
    let featureOutput: string | null = null;
    let feature: string | null = null;
    try {
      feature = findPreLogitFeatureMap(model);
    } catch {
      feature = null; // not a graph we can read: no pre-logit features
    }
    if (feature) {
      try {
        pool = await InferencePool.start({ ...poolOptions, model: addGraphOutput(model, feature), featureOutput: feature });
        featureOutput = pool.outputNames.includes(feature) ? feature : null;
      } catch {
        pool = undefined; // fall back to the plain graph: logits as the embedding
      }
    }
    pool ??= await InferencePool.start({ ...poolOptions, model, featureOutput: null });
    if (!pool.inputNames.includes("input") || !pool.outputNames.includes("output")) {
      await pool.close();
      throw new FoodEngineError("unavailable", "The food model does not have the expected 'input' and 'output' tensors.");
    }

    const labelsPath = options.labelsPath ?? path.join(path.dirname(options.modelPath), "LABELS");
    const labels = existsSync(labelsPath) ? (await readFile(labelsPath, "utf8")).split("\n").map((l) => l.trim()) : null;

    const limiter = new TaskLimiter({
      concurrency,
      maxQueue: options.maxQueue ?? 16,
      timeoutMs: options.timeoutMs ?? 5_000,
    });
    const engine = new LocalFoodEngine(
      pool,
      featureOutput,
      labels && labels.length >= 1000 ? labels : null,
      limiter,
      options.limits ?? DEFAULT_IMAGE_LIMITS,
      options.thresholds ?? DEFAULT_THRESHOLDS,
    );
    (engine as { loadMs: number }).loadMs = performance.now() - started;
    return engine;
  }

  knownFoods(): string[] {
    return localKnownFoods();
  }

  /** ImageNet label of class `index` (LABELS file; the food table when LABELS is absent). */
  labelOf(index: number): string | null {
    return this.labels?.[index] ?? FOOD_CLASSES.find((f) => f.index === index)?.label ?? null;
  }

  async recognize(image: Buffer): Promise<FoodRecognition> {
    return (await this.analyze(image)).result;
  }

  /** Recognition and embedding from one inference. */
  async analyze(image: Buffer): Promise<FoodAnalysis> {
    validateImageBytes(image, this.limits);
    return this.limiter.run(async () => {
      const { probabilities, first } = await this.inferViews(image);
      return {
        result: decide(probabilities, (i) => this.labelOf(i), this.thresholds),
        // the centre crop's features: the embedding every stored correction was made with
        embedding: l2Normalize(first.features ?? first.logits),
      };
    });
  }

  /** The image's unit-length embedding (see `embeddingKind`). */
  async embed(image: Buffer): Promise<Float32Array> {
    return (await this.analyze(image)).embedding;
  }

  /** Raw probabilities of all 1000 classes (for measurements and the benchmark). */
  async probabilities(image: Buffer): Promise<Float32Array> {
    validateImageBytes(image, this.limits);
    return this.limiter.run(async () => (await this.inferViews(image)).probabilities);
  }

  /** The mean of the photo's views' class probabilities, and the first view's raw output. */
  private async inferViews(image: Buffer): Promise<{ probabilities: Float32Array; first: ViewOutput }> {
    const { views } = await this.pool.run(image, this.limits.maxPixels);
    return { probabilities: meanSoftmax(views.map((o) => o.logits)), first: views[0]! };
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}
