/**
 * espeak-ng, the Debian binary, at the path the settings give (ESPEAK_NG_PATH, the one the speech
 * recogniser reads too; /usr/bin/espeak-ng by default). Run once per synthesis with the SSML on
 * stdin and the WAV on stdout; killed when the time limit passes.
 */
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";

/** `espeakPath` when an executable is there, else null (not installed). */
export function findEspeakBinary(espeakPath: string): string | null {
  try {
    accessSync(espeakPath, constants.X_OK);
    return espeakPath;
  } catch {
    return null;
  }
}

const MAX_WAV_BYTES = 64 * 1024 * 1024;

export class EspeakAbortedError extends Error {
  constructor() {
    super("espeak-ng stopped: time limit");
    this.name = "EspeakAbortedError";
  }
}

/** Runs the binary with `args` (plus --stdout), writes `input` to stdin, resolves with the WAV bytes. */
export function runEspeakBinary(binary: string, args: string[], input: string, signal?: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new EspeakAbortedError());
      return;
    }
    const child = spawn(binary, [...args, "--stdout"], { stdio: ["pipe", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = "";
    let failed: Error | null = null;
    const onAbort = () => {
      failed = new EspeakAbortedError();
      child.kill("SIGKILL");
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    child.stdout.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_WAV_BYTES) {
        failed = new Error("espeak-ng output too large");
        child.kill("SIGKILL");
        return;
      }
      chunks.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString("utf8");
    });
    child.on("error", (error) => {
      failed ??= error;
    });
    child.stdin.on("error", () => {
      // EPIPE when espeak-ng exits early: reported through the exit code
    });
    child.on("close", (code) => {
      signal?.removeEventListener("abort", onAbort);
      if (failed) reject(failed);
      else if (code !== 0) reject(new Error(`espeak-ng exited with ${code}: ${stderr.trim().slice(0, 300)}`));
      else resolve(Buffer.concat(chunks));
    });
    child.stdin.end(input, "utf8");
  });
}
