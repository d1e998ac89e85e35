/**
 * Worker threads that keep CPU work off the server's event loop: MP3 encoding (LAME compiled to
 * WebAssembly, `wasm-media-encoders`) and, when the espeak-ng binary is missing, the espeak-ng
 * WebAssembly build (`espeak-ng` on npm). Each worker loads its WebAssembly once and serves one job
 * at a time; a job whose caller gives up (time limit) ends its worker, and a new one starts on demand.
 * The worker source is inline so the Remix server bundle needs no extra file.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
let espeak = null;
let mp3 = null;
async function loadEspeak() {
  if (!espeak) {
    const factory = (await import(workerData.espeakUrl)).default;
    const module = await WebAssembly.compile(readFileSync(workerData.espeakWasm));
    espeak = { factory, module };
  }
  return espeak;
}
async function loadMp3() {
  if (!mp3) {
    const m = await import(workerData.encodersUrl);
    const create = m.createMp3Encoder || (m.default && m.default.createMp3Encoder);
    mp3 = await create();
  }
  return mp3;
}
// V8 runs new WebAssembly in its baseline tier and optimises the hot functions only after they
// have run a while: the first real encode took 2-3x as long as later ones (and the first syntheses
// with the WebAssembly espeak-ng ~1.5x). Warming runs one job of each kind on throwaway input.
function warmPcm() {
  const rate = 22050;
  const pcm = new Int16Array(rate * 8);
  let seed = 1;
  for (let i = 0; i < pcm.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const voiced = Math.floor(i / 4000) % 3 !== 2; // speech-like: voiced stretches and pauses
    const tone = Math.sin((2 * Math.PI * (120 + (i % 9000) / 60) * i) / rate);
    pcm[i] = voiced ? Math.round(9000 * tone + ((seed % 2000) - 1000)) : 0;
  }
  return pcm.buffer;
}
async function handle(job) {
  if (job.op === "warm") {
    if (job.espeak) {
      await loadEspeak();
      await handle({ op: "espeak", args: ["-b", "1", "-m", "-v", "hi"], input: "<speak>नमस्ते, आज का मौसम अच्छा है। Hello, the weather is fine today.</speak>" });
    }
    if (job.mp3) {
      await loadMp3();
      await handle({ op: "mp3", pcm: warmPcm(), sampleRate: 22050, kbps: 40 });
    }
    return { ok: true };
  }
  if (job.op === "espeak") {
    const { factory, module } = await loadEspeak();
    const errors = [];
    const instance = await factory({
      arguments: [...job.args, "-w", "/out.wav", "-f", "/in.txt"],
      preRun: [(m) => m.FS.writeFile("/in.txt", job.input)],
      print: () => {},
      printErr: (line) => errors.push(line),
      instantiateWasm(imports, done) {
        WebAssembly.instantiate(module, imports).then((inst) => done(inst, module));
        return {};
      },
    });
    let wav;
    try {
      wav = instance.FS.readFile("/out.wav");
    } catch {
      throw new Error("espeak-ng (WebAssembly) wrote no audio: " + errors.join(" ").slice(0, 300));
    }
    return { wav };
  }
  if (job.op === "mp3") {
    const encoder = await loadMp3();
    const pcm = new Int16Array(job.pcm);
    const floats = new Float32Array(pcm.length);
    for (let i = 0; i < pcm.length; i++) floats[i] = pcm[i] / 32768;
    encoder.configure({ sampleRate: job.sampleRate, channels: 1, bitrate: job.kbps });
    const head = encoder.encode([floats]).slice();
    const tail = encoder.finalize().slice();
    const out = new Uint8Array(head.length + tail.length);
    out.set(head, 0);
    out.set(tail, head.length);
    return { mp3: out };
  }
  throw new Error("unknown job " + job.op);
}
parentPort.on("message", (job) => {
  handle(job).then(
    (result) => {
      const transfer = [];
      for (const value of Object.values(result)) if (value && value.buffer instanceof ArrayBuffer) transfer.push(value.buffer);
      parentPort.postMessage({ id: job.id, result }, transfer);
    },
    (error) => parentPort.postMessage({ id: job.id, error: String((error && error.message) || error) }),
  );
});
`;

const require = createRequire(import.meta.url);

export interface ModulePaths {
  espeakUrl: string;
  espeakWasm: string;
  encodersUrl: string;
}

function modulePaths(): ModulePaths {
  const espeakJs = require.resolve("espeak-ng");
  return {
    espeakUrl: pathToFileURL(espeakJs).href,
    espeakWasm: espeakJs.replace(/\.js$/, ".wasm"),
    encodersUrl: pathToFileURL(require.resolve("wasm-media-encoders")).href,
  };
}

type Job =
  | { op: "warm"; espeak: boolean; mp3: boolean }
  | { op: "espeak"; args: string[]; input: string }
  | { op: "mp3"; pcm: ArrayBuffer; sampleRate: number; kbps: number };

interface Slot {
  worker: Worker | null;
  busy: boolean;
  /** Ends the worker once it has been idle for `idleMs`. */
  retire: NodeJS.Timeout | null;
}

interface Pending {
  job: Job & { id: number };
  transfer: ArrayBuffer[];
  resolve: (value: Record<string, unknown>) => void;
  reject: (error: Error) => void;
  signal?: AbortSignal;
}

export class WorkerAbortedError extends Error {
  constructor() {
    super("worker job aborted");
    this.name = "WorkerAbortedError";
  }
}

export class AudioWorkers {
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private paths: ModulePaths | null = null;
  private closed = false;

  /**
   * `idleMs`: a worker with no job for this long ends (each holds ~40 MB: a V8 isolate and its
   * WebAssembly); the next job starts a new one (~30 ms, and its first encode runs unoptimised).
   */
  constructor(
    size: number,
    private readonly idleMs = 30_000,
  ) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => ({ worker: null, busy: false, retire: null }));
  }

  private spawn(): Worker {
    this.paths ??= modulePaths();
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: this.paths });
    worker.unref();
    return worker;
  }

  private run(job: Job, transfer: ArrayBuffer[], signal?: AbortSignal): Promise<Record<string, unknown>> {
    if (this.closed) return Promise.reject(new Error("audio workers closed"));
    if (signal?.aborted) return Promise.reject(new WorkerAbortedError());
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { ...job, id: this.nextId++ }, transfer, resolve, reject, signal });
      this.pump();
    });
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.busy) continue;
      const pending = this.queue.shift();
      if (!pending) return;
      if (pending.signal?.aborted) {
        pending.reject(new WorkerAbortedError());
        continue;
      }
      this.dispatch(slot, pending);
    }
  }

  private dispatch(slot: Slot, pending: Pending): void {
    slot.busy = true;
    if (slot.retire) clearTimeout(slot.retire);
    slot.retire = null;
    const worker = (slot.worker ??= this.spawn());
    worker.ref();
    const finish = () => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      pending.signal?.removeEventListener("abort", onAbort);
      worker.unref();
      slot.busy = false;
      slot.retire = setTimeout(() => {
        slot.retire = null;
        if (slot.busy || slot.worker !== worker) return;
        slot.worker = null;
        void worker.terminate();
      }, this.idleMs);
      slot.retire.unref();
      queueMicrotask(() => this.pump());
    };
    const onMessage = (message: { id: number; result?: Record<string, unknown>; error?: string }) => {
      if (message.id !== pending.job.id) return;
      finish();
      if (message.error !== undefined) pending.reject(new Error(message.error));
      else pending.resolve(message.result ?? {});
    };
    const drop = () => {
      if (slot.worker === worker) slot.worker = null;
    };
    const onError = (error: Error) => {
      drop();
      finish();
      pending.reject(error);
    };
    const onExit = () => {
      drop();
      finish();
      pending.reject(new Error("audio worker exited"));
    };
    const onAbort = () => {
      // The job cannot be interrupted inside WebAssembly: end the worker, a fresh one starts later.
      drop();
      finish();
      void worker.terminate();
      pending.reject(new WorkerAbortedError());
    };
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    pending.signal?.addEventListener("abort", onAbort, { once: true });
    worker.postMessage(pending.job, pending.transfer);
  }

  /** Loads the WebAssembly modules in every worker ahead of the first request. */
  async warm(options: { espeak: boolean; mp3: boolean }): Promise<void> {
    await Promise.all(this.slots.map(() => this.run({ op: "warm", ...options }, [])));
  }

  /** Runs the espeak-ng WebAssembly build: `args` as on the command line, `input` as the text file. */
  async espeak(args: string[], input: string, signal?: AbortSignal): Promise<Uint8Array> {
    const result = await this.run({ op: "espeak", args, input }, [], signal);
    return result.wav as Uint8Array;
  }

  /** Encodes mono 16-bit PCM as constant-bitrate MP3. */
  async mp3(samples: Int16Array, sampleRate: number, kbps: number, signal?: AbortSignal): Promise<Uint8Array> {
    const copy = samples.slice().buffer;
    const result = await this.run({ op: "mp3", pcm: copy, sampleRate, kbps }, [copy], signal);
    return result.mp3 as Uint8Array;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error("audio workers closed"));
    await Promise.all(
      this.slots.map(async (slot) => {
        const worker = slot.worker;
        slot.worker = null;
        if (slot.retire) clearTimeout(slot.retire);
        if (worker) await worker.terminate();
      }),
    );
  }
}
