/**
 * Warm pocketsphinx decoders. Starting `pocketsphinx_batch` (loading the acoustic model, building
 * the grammar's search tree) costs ~60 ms of CPU, more than decoding a short recording, and every
 * request needs two decodes. So each decoder process is kept and fed one utterance at a time: its
 * control file is a named pipe the server writes utterance names to (pocketsphinx cannot read a
 * socket, which is what Node gives a child as standard input), and it appends one `-hypseg` line
 * per utterance to its own file, then logs "<id> done" on standard error. Processes are keyed by grammar (the phone loop
 * is always the same; a phrase list is the same for every visitor of a demo), idle ones are kept up
 * to a bound and for a while, and a process whose decode is stopped or fails is killed, never
 * reused. Decoding is per utterance in batch mode (cepstral mean of the utterance itself), so an
 * answer does not depend on what the process decoded before (checked by the tests).
 */
import { execFile, spawn, type ChildProcessByStdio } from "node:child_process";
import { createHash } from "node:crypto";
import { closeSync, constants, mkdtempSync, openSync, rmSync, write } from "node:fs";
import { mkdir, open, rm, writeFile, type FileHandle } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { promisify } from "node:util";
import { SpeechRecognitionError } from "./errors";
import { parseHypseg, type Decode, type PocketsphinxPaths } from "./pocketsphinx.server";

export interface Grammar {
  jsgf: string;
  dict: string;
}

export interface DecoderPoolOptions {
  /**
   * Idle processes kept across all grammars (default 8: the phone loop twice and the six built-in
   * lists; ~13 MB each, ~7 MB of it their own: decision 0039 counts them in the 512 MB).
   */
  maxIdle?: number;
  /** An idle process older than this is stopped (default 30 s). */
  idleMs?: number;
  /** A process is replaced after this many utterances, which bounds its output file (default 500). */
  maxUtterances?: number;
  /** Where the pool's folder goes (default: the OS temp folder). */
  tmpDir?: string;
  extraArgs?: string[];
}

const execFileAsync = promisify(execFile);
const NO_DECODE: Decode = { words: [], segments: [], acoustic: -Infinity, frames: 0, speechFrames: 0 };
// pocketsphinx's own wording when no path through the grammar survived: an answer, not a failure.
const NO_PATH = /no path|Final result does not match|not reach final/i;

interface Pending {
  id: string;
  errors: string[];
  resolve: (decode: Decode) => void;
  reject: (error: Error) => void;
}

class BatchDecoder {
  readonly key: string;
  utterances = 0;
  idleSince = 0;
  private readonly child: ChildProcessByStdio<null, null, Readable>;
  private readonly segPath: string;
  private segFile: Promise<FileHandle> | null = null;
  private segOffset = 0;
  private stderr = "";
  private startupLog = "";
  private pending: Pending | null = null;
  private readonly ownFiles: string[];
  exited = false;

  /** Writes the grammar's files beside the decoder's output, then starts the process. */
  static async start(paths: PocketsphinxPaths, key: string, grammar: Grammar | null, dir: string, name: string, extraArgs: string[]): Promise<BatchDecoder> {
    let files: { jsgf: string; dict: string } | null = null;
    if (grammar) {
      files = { jsgf: path.join(dir, `${name}.jsgf`), dict: path.join(dir, `${name}.dict`) };
      await Promise.all([writeFile(files.jsgf, grammar.jsgf), writeFile(files.dict, grammar.dict)]);
    }
    const ctlPath = path.join(dir, `${name}.ctl`);
    await execFileAsync("mkfifo", ["-m", "600", ctlPath]);
    // Read and write: opening a named pipe so never waits for the other end (Linux), and the
    // decoder never sees the end of its control file while the server holds it.
    const fd = openSync(ctlPath, constants.O_RDWR);
    return new BatchDecoder(paths, key, files, dir, name, extraArgs, { path: ctlPath, fd });
  }

  private constructor(
    paths: PocketsphinxPaths,
    key: string,
    files: { jsgf: string; dict: string } | null,
    dir: string,
    name: string,
    extraArgs: string[],
    private readonly ctl: { path: string; fd: number },
  ) {
    this.key = key;
    this.segPath = path.join(dir, `${name}.seg`);
    this.ownFiles = [ctl.path, this.segPath, ...(files ? [files.jsgf, files.dict] : [])];
    const args = ["-ctl", ctl.path, "-cepdir", dir, "-cepext", ".wav", "-adcin", "yes", "-adchdr", "44", "-samprate", "16000"];
    args.push("-hmm", paths.hmmDir, "-hypseg", this.segPath);
    if (files) args.push("-jsgf", files.jsgf, "-dict", files.dict);
    else args.push("-lm", paths.lmPath, "-dict", paths.dictPath);
    args.push(...extraArgs);
    this.child = spawn(paths.batchBinary, args, { stdio: ["ignore", "ignore", "pipe"] });
    this.child.stderr.setEncoding("utf8");
    this.child.stderr.on("data", (chunk: string) => this.onLog(chunk));
    // A binary that cannot be started reports 'error' (and maybe no 'exit'); a running one 'exit'.
    this.child.on("error", (error) =>
      this.ended(new SpeechRecognitionError("unavailable", `The speech recogniser (pocketsphinx) cannot be started: ${error.message}`, { cause: error })),
    );
    this.child.on("exit", (code, signal) => {
      const last = this.startupLog.split("\n").find((l) => l.startsWith("ERROR")) ?? "";
      this.ended(new SpeechRecognitionError("unavailable", `The speech recogniser stopped (${signal ?? `exit ${code}`}). ${last.slice(0, 200)}`.trim()));
    });
  }

  private ended(error: Error): void {
    this.pending?.reject(error);
    if (this.exited) return;
    this.exited = true;
    closeSync(this.ctl.fd);
    void Promise.resolve(this.segFile?.then((file) => file.close()))
      .catch(() => {})
      .then(() => Promise.all(this.ownFiles.map((file) => rm(file, { force: true }))));
  }

  decode(id: string, signal: AbortSignal): Promise<Decode> {
    if (this.exited) return Promise.reject(new SpeechRecognitionError("unavailable", "The speech recogniser stopped."));
    this.utterances += 1;
    return new Promise<Decode>((resolve, reject) => {
      const settle =
        <T>(fn: (value: T) => void) =>
        (value: T) => {
          signal.removeEventListener("abort", onAbort);
          this.pending = null;
          fn(value);
        };
      const pending: Pending = { id, errors: [], resolve: settle(resolve), reject: settle(reject) };
      function onAbort() {
        pending.reject(new SpeechRecognitionError("timeout", "The recognition took too long and was stopped."));
      }
      if (signal.aborted) return onAbort();
      signal.addEventListener("abort", onAbort, { once: true });
      this.pending = pending;
      write(this.ctl.fd, `${id}\n`, (error) => {
        if (error) pending.reject(new SpeechRecognitionError("unavailable", "The speech recogniser could not be given the recording.", { cause: error }));
      });
    });
  }

  kill(): void {
    if (!this.exited) this.child.kill("SIGKILL");
  }

  private onLog(chunk: string): void {
    this.stderr += chunk;
    let newline: number;
    while ((newline = this.stderr.indexOf("\n")) >= 0) {
      const line = this.stderr.slice(0, newline);
      this.stderr = this.stderr.slice(newline + 1);
      const pending = this.pending;
      if (!pending) {
        if (this.startupLog.length < 20_000) this.startupLog += `${line}\n`;
        continue;
      }
      if (line.startsWith("ERROR")) {
        pending.errors.push(line);
        if (line.includes("Failed to open")) pending.reject(new SpeechRecognitionError("unavailable", `The speech recogniser failed: ${line.slice(0, 200)}`));
      } else if (line.includes(`${pending.id} done -`)) {
        // pocketsphinx_batch cuts a long hypothesis (the phone loop of 14 s of speech or more) to a
        // fixed buffer without its newline, so the "done" line can end the hypothesis's (issue 41).
        void this.readResult(pending);
      }
    }
  }

  /** The hypseg line was flushed before the "done" log line was written, so it is in the file. */
  private async readResult(pending: Pending): Promise<void> {
    try {
      this.segFile ??= open(this.segPath, "r");
      const file = await this.segFile;
      const { size } = await file.stat();
      const buffer = Buffer.alloc(size - this.segOffset);
      await file.read(buffer, 0, buffer.length, this.segOffset);
      this.segOffset = size;
      const line = buffer
        .toString("utf8")
        .split("\n")
        .find((l) => l.startsWith(`${pending.id} `));
      if (line) return pending.resolve(parseHypseg(line));
      const failure = pending.errors.find((l) => !NO_PATH.test(l));
      if (failure) return pending.reject(new SpeechRecognitionError("unavailable", `The speech recogniser failed: ${failure.slice(0, 200)}`));
      pending.resolve(NO_DECODE);
    } catch (error) {
      pending.reject(new SpeechRecognitionError("unavailable", "The speech recogniser's output could not be read.", { cause: error }));
    }
  }
}

export class DecoderPool {
  private readonly dir: string;
  private readonly idle: BatchDecoder[] = [];
  private readonly busy = new Set<BatchDecoder>();
  private readonly sweeper: NodeJS.Timeout;
  private started = 0;
  private closed = false;
  private readonly maxIdle: number;
  private readonly idleMs: number;
  private readonly maxUtterances: number;

  constructor(
    private readonly paths: PocketsphinxPaths,
    private readonly options: DecoderPoolOptions = {},
  ) {
    this.dir = mkdtempSync(path.join(options.tmpDir ?? tmpdir(), "asr-pool-"));
    this.maxIdle = options.maxIdle ?? 8;
    this.idleMs = options.idleMs ?? 30_000; // as the other engines' workers (decision 0039)
    this.maxUtterances = options.maxUtterances ?? 500;
    this.sweeper = setInterval(() => this.sweep(), Math.max(1_000, this.idleMs / 4));
    this.sweeper.unref();
  }

  /** The folder utterances are written to (`${id}.wav`). */
  get folder(): string {
    return this.dir;
  }

  /** Writes a recording for `decode(id, …)`; the folder is made again if a temp cleaner removed it. */
  async writeUtterance(id: string, wav: Buffer): Promise<void> {
    try {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      await writeFile(path.join(this.dir, `${id}.wav`), wav);
    } catch (error) {
      throw new SpeechRecognitionError("unavailable", "The speech recogniser cannot store the recording.", { cause: error });
    }
  }

  async removeUtterance(id: string): Promise<void> {
    await rm(path.join(this.dir, `${id}.wav`), { force: true });
  }

  /** Processes started so far (for tests and the benchmark). */
  get processesStarted(): number {
    return this.started;
  }

  /** Starts `count` idle decoders for a grammar now, so the first requests do not pay the start. */
  async prestart(grammar: Grammar | null, count: number): Promise<void> {
    const decoders = await Promise.all(Array.from({ length: count }, () => this.acquire(grammar)));
    for (const decoder of decoders) this.release(decoder);
  }

  /** Decodes `${folder}/${id}.wav` with the grammar (or the general language model for null). */
  async decode(id: string, grammar: Grammar | null, signal: AbortSignal): Promise<Decode> {
    if (signal.aborted) throw new SpeechRecognitionError("timeout", "The recognition was stopped before it started.");
    const decoder = await this.acquire(grammar);
    try {
      const result = await decoder.decode(id, signal);
      this.release(decoder);
      return result;
    } catch (error) {
      this.busy.delete(decoder);
      decoder.kill();
      throw error;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweeper);
    for (const decoder of [...this.idle, ...this.busy]) decoder.kill();
    this.idle.length = 0;
    this.busy.clear();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private keyOf(grammar: Grammar | null): string {
    if (!grammar) return "lm";
    return createHash("sha256").update(grammar.jsgf).update("\0").update(grammar.dict).digest("hex").slice(0, 16);
  }

  private async acquire(grammar: Grammar | null): Promise<BatchDecoder> {
    if (this.closed) throw new SpeechRecognitionError("unavailable", "The speech recogniser is shutting down.");
    const key = this.keyOf(grammar);
    const index = this.idle.findIndex((d) => d.key === key && !d.exited);
    let decoder: BatchDecoder;
    if (index >= 0) {
      decoder = this.idle.splice(index, 1)[0]!;
    } else {
      this.started += 1;
      const name = `d${this.started}`; // taken now: other starts may run while this one waits
      try {
        decoder = await BatchDecoder.start(this.paths, key, grammar, this.dir, name, this.options.extraArgs ?? []);
      } catch (error) {
        // A full disk, no mkfifo…: the recogniser is unavailable, not broken.
        throw new SpeechRecognitionError("unavailable", "The speech recogniser cannot be started.", { cause: error });
      }
    }
    this.busy.add(decoder);
    return decoder;
  }

  private release(decoder: BatchDecoder): void {
    this.busy.delete(decoder);
    if (this.closed || decoder.exited || decoder.utterances >= this.maxUtterances) return decoder.kill();
    decoder.idleSince = Date.now();
    this.idle.push(decoder);
    while (this.idle.length > this.maxIdle) this.idle.shift()!.kill(); // the longest idle goes first
  }

  private sweep(): void {
    const now = Date.now();
    for (let i = this.idle.length - 1; i >= 0; i--) {
      const decoder = this.idle[i]!;
      if (decoder.exited || now - decoder.idleSince > this.idleMs) {
        this.idle.splice(i, 1);
        decoder.kill();
      }
    }
  }
}
