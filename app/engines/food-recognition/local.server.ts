/**
 * The embedded food engine: MobileNet v2 int8 (ImageNet-1k) on onnxruntime-node, CPU.
 * Loaded once (`LocalFoodEngine.load`), then every call goes through a concurrency cap, a bounded
 * queue and a time limit. Also gives the image's embedding for the 'Self Learning' correction
 * feature: the L2-normalised 1280-d pre-logit features (global average of the last feature map),
 * exposed from the graph in memory.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import ort from "onnxruntime-node";
import { decide, DEFAULT_THRESHOLDS, softmax, type DecisionThresholds } from "./decide";
import { FoodEngineError } from "./errors";
import { FOOD_CLASSES, localKnownFoods } from "./foods";
import { TaskLimiter } from "./limiter";
import { addGraphOutput, findPreLogitFeatureMap } from "./onnx-graph.server";
import { imageToTensorData, INPUT_SIZE } from "./preprocess.server";
import { l2Normalize } from "./similarity";
import type { FoodEngine, FoodRecognition } from "./types";
import { DEFAULT_IMAGE_LIMITS, validateImageBytes, type ImageLimits } from "./validate.server";

export interface LocalEngineOptions {
  modelPath: string;
  /** ImageNet class names, one a line; default: `LABELS` beside the model when present. */
  labelsPath?: string;
  concurrency?: number;
  maxQueue?: number;
  timeoutMs?: number;
  limits?: ImageLimits;
  thresholds?: DecisionThresholds;
  /** onnxruntime threads per inference (default 1: the cap runs several in parallel). */
  intraOpThreads?: number;
}

export interface FoodAnalysis {
  result: FoodRecognition;
  /** Unit-length feature vector of the image (see `embeddingKind`). */
  embedding: Float32Array;
}

export class LocalFoodEngine implements FoodEngine {
  readonly kind = "local" as const;
  /** 'pre-logit' (1280-d pooled features) or 'logits' (1000-d, when the graph lacks the features). */
  readonly embeddingKind: "pre-logit" | "logits";
  /** Milliseconds spent loading the model and running the warm-up inference. */
  readonly loadMs: number;

  private constructor(
    private readonly session: ort.InferenceSession,
    private readonly featureOutput: string | null,
    private readonly labels: string[] | null,
    private readonly limiter: TaskLimiter,
    private readonly limits: ImageLimits,
    private readonly thresholds: DecisionThresholds,
    loadMs: number,
  ) {
    this.embeddingKind = featureOutput ? "pre-logit" : "logits";
    this.loadMs = loadMs;
  }

  static async load(options: LocalEngineOptions): Promise<LocalFoodEngine> {
    const started = performance.now();
    let model: Buffer;
    try {
      model = await readFile(options.modelPath);
    } catch (error) {
      throw new FoodEngineError(
        "unavailable",
        `Food model not found at ${options.modelPath} (set FOOD_MODEL_PATH or run: node scripts/fetch-food-model.mjs).`,
        { cause: error },
      );
    }
    const sessionOptions: ort.InferenceSession.SessionOptions = {
      executionProviders: ["cpu"],
      intraOpNumThreads: options.intraOpThreads ?? 1,
      interOpNumThreads: 1,
      graphOptimizationLevel: "all",
    };
    let session: ort.InferenceSession | undefined;
    let featureOutput: string | null = null;
    try {
      const feature = findPreLogitFeatureMap(model);
      if (feature) {
        session = await ort.InferenceSession.create(addGraphOutput(model, feature), sessionOptions);
        featureOutput = session.outputNames.includes(feature) ? feature : null;
      }
    } catch {
      session = undefined; // fall back to the plain graph: logits as the embedding
      featureOutput = null;
    }
    try {
      session ??= await ort.InferenceSession.create(model, sessionOptions);
    } catch (error) {
      throw new FoodEngineError("unavailable", `The food model at ${options.modelPath} could not be loaded.`, { cause: error });
    }
    if (!session.inputNames.includes("input") || !session.outputNames.includes("output")) {
      throw new FoodEngineError("unavailable", "The food model does not have the expected 'input' and 'output' tensors.");
    }

    const labelsPath = options.labelsPath ?? path.join(path.dirname(options.modelPath), "LABELS");
    const labels = existsSync(labelsPath) ? (await readFile(labelsPath, "utf8")).split("\n").map((l) => l.trim()) : null;

    const limiter = new TaskLimiter({
      concurrency: options.concurrency ?? 2,
      maxQueue: options.maxQueue ?? 16,
      timeoutMs: options.timeoutMs ?? 5_000,
    });
    const engine = new LocalFoodEngine(
      session,
      featureOutput,
      labels && labels.length >= 1000 ? labels : null,
      limiter,
      options.limits ?? DEFAULT_IMAGE_LIMITS,
      options.thresholds ?? DEFAULT_THRESHOLDS,
      0,
    );
    // warm-up: the first inference allocates; do it before serving
    await engine.infer(new Float32Array(3 * INPUT_SIZE * INPUT_SIZE));
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
    return this.limiter.run(async (signal) => {
      const input = await imageToTensorData(image, this.limits.maxPixels);
      if (signal.aborted) throw new FoodEngineError("timeout", "Timed out before inference.");
      const { logits, features } = await this.infer(input);
      const probabilities = softmax(logits);
      return {
        result: decide(probabilities, (i) => this.labelOf(i), this.thresholds),
        embedding: l2Normalize(features ?? logits),
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
    return this.limiter.run(async () => softmax((await this.infer(await imageToTensorData(image, this.limits.maxPixels))).logits));
  }

  private async infer(data: Float32Array): Promise<{ logits: Float32Array; features: Float32Array | null }> {
    const input = new ort.Tensor("float32", data, [1, 3, INPUT_SIZE, INPUT_SIZE]);
    let outputs: ort.InferenceSession.ReturnType;
    try {
      outputs = await this.session.run({ input });
    } catch (error) {
      throw new FoodEngineError("unavailable", "The food model failed on this image.", { cause: error });
    }
    const logits = outputs.output?.data as Float32Array;
    let features: Float32Array | null = null;
    const map = this.featureOutput ? outputs[this.featureOutput] : undefined;
    if (map) {
      const [, channels = 0, h = 1, w = 1] = map.dims;
      const values = map.data as Float32Array;
      const area = h * w;
      features = new Float32Array(channels);
      for (let c = 0; c < channels; c++) {
        let sum = 0;
        for (let i = 0; i < area; i++) sum += values[c * area + i] as number;
        features[c] = sum / area;
      }
    }
    return { logits, features };
  }

  async close(): Promise<void> {
    await this.session.release();
  }
}
