/**
 * onnxruntime-node's `session.run` computes on the calling thread (its promise only defers the
 * start), so inference on the main thread would block page rendering for its whole duration.
 * This pool runs one ONNX session per worker process: the event loop only posts photos and reads
 * results. The worker also decodes the photo (sharp): a process rather than a thread, because a
 * process that ends gives back everything (onnxruntime's library, libvips's per-thread buffers and
 * the allocator's arenas stay in a process whose thread ended; decision 0039). The worker source is
 * a string run by `node -e` (app/engines/child-worker.server.ts), so it works the same from the
 * TypeScript sources (tests) and from the bundled server build.
 */
import { createRequire } from "node:module";
import { startChildWorker, type ChildWorker } from "../child-worker.server";
import { FoodEngineError } from "./errors";
import { decodeFailure, decodeViews, NORMALISATION, toTensor, type UndecodablePhoto } from "./preprocess.server";

// Runs with `parentPort` and `workerData` given (child-worker.server.ts); `decodeViews` and
// `toTensor` are preprocess.server.ts's own functions, given as source.
const WORKER_SOURCE = String.raw`
const ort = require(workerData.ortPath);
const sharp = require(workerData.sharpPath);
sharp.cache(false); // every photo is new: libvips's operation cache would only hold memory
const decodeViews = ${decodeViews.toString()};
const toTensor = ${toTensor.toString()};
const { size, resizeTo, mean, std } = workerData.normalisation;
let session = null;
ort.InferenceSession.create(workerData.model, workerData.options).then(
  (created) => {
    session = created;
    parentPort.postMessage({ type: "ready", inputNames: created.inputNames, outputNames: created.outputNames });
  },
  (error) => parentPort.postMessage({ type: "failed", error: String((error && error.message) || error) }),
);
async function infer(rgb) {
  const input = new ort.Tensor("float32", toTensor(rgb, size, mean, std), [1, 3, size, size]);
  const outputs = await session.run({ [workerData.inputName]: input });
  const logits = Float32Array.from(outputs[workerData.outputName].data);
  let features = null;
  const map = workerData.featureOutput ? outputs[workerData.featureOutput] : undefined;
  if (map) {
    const channels = map.dims[1] || 0;
    const area = (map.dims[2] || 1) * (map.dims[3] || 1);
    const values = map.data;
    features = new Float32Array(channels);
    for (let c = 0; c < channels; c++) {
      let sum = 0;
      for (let i = 0; i < area; i++) sum += values[c * area + i];
      features[c] = sum / area;
    }
  }
  return { logits, features };
}
parentPort.on("message", async (job) => {
  try {
    const decoded = await decodeViews(sharp, job.image, job.maxPixels, size, resizeTo);
    if (decoded.failure) {
      parentPort.postMessage({ type: "undecodable", id: job.id, failure: decoded.failure, detail: decoded.detail });
      return;
    }
    const outputs = [];
    for (const rgb of decoded.views) outputs.push(await infer(rgb));
    parentPort.postMessage({ type: "result", id: job.id, pid: process.pid, outputs });
  } catch (error) {
    parentPort.postMessage({ type: "error", id: job.id, error: String((error && error.message) || error) });
  }
});
`;

/**
 * x86-64 CPUs without AVX-512 VNNI multiply uint8 × int8 with a 16-bit saturating instruction: the
 * int8 model then gives other answers there (4 of the 12 samples wrong, decision 0032). The exact
 * uint8 × uint8 kernels give the same integers on every CPU. Every ONNX session of the int8 model
 * is created with this, the tests' own included.
 */
export const SAME_ANSWERS_ON_EVERY_CPU = { extra: { session: { x64quantprecision: "1" } } };

export interface PoolOptions {
  model: Uint8Array;
  size: number;
  /**
   * Workers that have had nothing to do for this long end (their sessions hold ~40 MB each); the
   * next job starts them again, which adds the session's start (~100 ms) to it. Default 30 s.
   */
  idleMs?: number;
  inputName: string;
  outputName: string;
  featureOutput: string | null;
  intraOpThreads: number;
}

/** The model's output for one view of the photo. */
export interface ViewOutput {
  logits: Float32Array;
  features: Float32Array | null;
}

export interface InferenceOutput {
  /** One per view, in `decodeViews`'s order. */
  views: ViewOutput[];
  /** The worker process that computed it (never the server's own). */
  pid: number;
}

interface Job {
  id: number;
  image: Uint8Array;
  maxPixels: number;
  resolve: (output: InferenceOutput) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: ChildWorker;
  job: Job | null;
}

type WorkerMessage =
  | { type: "ready"; inputNames: string[]; outputNames: string[] }
  | { type: "failed"; error: string }
  | { type: "result"; id: number; pid: number; outputs: ViewOutput[] }
  | ({ type: "undecodable"; id: number } & UndecodablePhoto)
  | { type: "error"; id: number; error: string };

const resolvePackage = createRequire(import.meta.url).resolve;
const ortPath = resolvePackage("onnxruntime-node");
const sharpPath = resolvePackage("sharp");

export class InferencePool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private starting: Promise<void> | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  inputNames: string[] = [];
  outputNames: string[] = [];

  private constructor(private readonly options: PoolOptions) {}

  /** Starts `size` workers and waits until each has created its session (the model is checked). */
  static async start(options: PoolOptions): Promise<InferencePool> {
    const pool = new InferencePool(options);
    try {
      await pool.startWorkers();
    } catch (error) {
      await pool.close();
      throw error;
    }
    pool.retireWhenIdle();
    return pool;
  }

  /** Workers running now (0 after an idle spell). */
  get workers(): number {
    return this.slots.length;
  }

  private startWorkers(): Promise<void> {
    this.starting ??= Promise.all(Array.from({ length: this.options.size }, () => this.spawn())).then(
      () => {
        this.starting = null;
      },
      (error: unknown) => {
        this.starting = null;
        throw error;
      },
    );
    return this.starting;
  }

  /** Ends every worker once none has had a job for `idleMs`; a new job starts them again. */
  private retireWhenIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.closed || this.queue.length > 0 || this.slots.some((slot) => slot.job)) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.closed || this.queue.length > 0 || this.slots.some((slot) => slot.job)) return;
      // Out of the slots first, so their exit is not taken for a crash to replace.
      for (const slot of this.slots.splice(0)) void slot.worker.terminate();
    }, this.options.idleMs ?? 30_000);
    this.idleTimer.unref();
  }

  private spawn(): Promise<void> {
    const { model, inputName, outputName, featureOutput, intraOpThreads } = this.options;
    const worker = startChildWorker(WORKER_SOURCE, {
      ortPath,
      sharpPath,
      normalisation: { ...NORMALISATION, mean: [...NORMALISATION.mean], std: [...NORMALISATION.std] },
      model,
      inputName,
      outputName,
      featureOutput,
      options: {
        executionProviders: ["cpu"],
        intraOpNumThreads: intraOpThreads,
        interOpNumThreads: 1,
        graphOptimizationLevel: "all",
        ...SAME_ANSWERS_ON_EVERY_CPU,
      },
    });
    const slot: Slot = { worker, job: null };
    return new Promise<void>((resolve, reject) => {
      let ready = false;
      worker.on("message", (message: WorkerMessage) => {
        if (message.type === "ready") {
          ready = true;
          this.inputNames = message.inputNames;
          this.outputNames = message.outputNames;
          this.slots.push(slot);
          resolve();
          this.dispatch();
        } else if (message.type === "failed") {
          reject(new FoodEngineError("unavailable", `The food model could not be loaded: ${message.error}`));
          void worker.terminate();
        } else {
          const job = slot.job;
          slot.job = null;
          if (job && job.id === message.id) {
            if (message.type === "result") job.resolve({ views: message.outputs, pid: message.pid });
            else if (message.type === "undecodable") job.reject(decodeFailure(message));
            else job.reject(new FoodEngineError("unavailable", `The food model failed on this image: ${message.error}`));
          }
          this.dispatch();
          this.retireWhenIdle();
        }
      });
      const lost = (why: string) => {
        const index = this.slots.indexOf(slot);
        if (index >= 0) this.slots.splice(index, 1);
        slot.job?.reject(new FoodEngineError("unavailable", `The food model worker stopped (${why}).`));
        slot.job = null;
        if (!ready) reject(new FoodEngineError("unavailable", `The food model worker stopped (${why}).`));
        else if (!this.closed) this.spawn().catch(() => this.failQueue()); // replace it
      };
      worker.on("error", (error) => lost(error.message));
      worker.on("exit", (code) => {
        if (this.slots.includes(slot) || !ready) lost(`exit ${code}`);
      });
    });
  }

  private failQueue(): void {
    if (this.slots.length > 0) return;
    for (const job of this.queue.splice(0)) job.reject(new FoodEngineError("unavailable", "No food model worker is running."));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job || this.queue.length === 0) continue;
      const job = this.queue.shift() as Job;
      slot.job = job;
      slot.worker.postMessage({ id: job.id, image: job.image, maxPixels: job.maxPixels });
    }
  }

  /** Decodes a photo (JPEG or PNG bytes, at most `maxPixels`) and runs the model on each view. */
  run(image: Uint8Array, maxPixels: number): Promise<InferenceOutput> {
    if (this.closed) return Promise.reject(new FoodEngineError("unavailable", "The food engine is closed."));
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    return new Promise<InferenceOutput>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, image, maxPixels, resolve, reject });
      if (this.slots.length === 0) {
        // After an idle spell: start the workers again; the job waits in the queue meanwhile.
        this.startWorkers().catch(() => this.failQueue());
      }
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const slots = this.slots.splice(0);
    for (const job of this.queue.splice(0)) job.reject(new FoodEngineError("unavailable", "The food engine is closed."));
    for (const slot of slots) slot.job?.reject(new FoodEngineError("unavailable", "The food engine is closed."));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }
}
