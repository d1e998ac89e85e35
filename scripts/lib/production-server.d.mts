import type { ChildProcess } from "node:child_process";

export interface ProductionServerOptions {
  /** Default: a free port on 127.0.0.1. */
  port?: number;
  /** DATA_DIR; default: a new folder under the OS temp folder. */
  dataDir?: string;
  /** Added to (or overriding) the defaults; a variable set to undefined is left out. */
  env?: Record<string, string | undefined>;
  /** Bound of the /healthz wait (default 60 s). */
  startTimeoutMs?: number;
  pollMs?: number;
  /** Pipe stdout and stderr into output() (default: stdout ignored, stderr inherited). */
  captureOutput?: boolean;
  /** Whether kill() and stop() (and a failed start) remove dataDir (default true). */
  removeDataDir?: boolean;
  /** Working folder of server.js (default: the repository root). */
  cwd?: string;
  /** A control group's `cgroup.procs` file the server joins before Node starts (memory limits). */
  cgroupProcs?: string;
}

export interface ProductionServer {
  origin: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  output(): string;
  kill(signal?: NodeJS.Signals): void;
  stop(options?: { signal?: NodeJS.Signals; timeoutMs?: number }): Promise<void>;
}

export function freePort(): Promise<number>;
export function startProductionServer(options?: ProductionServerOptions): Promise<ProductionServer>;
