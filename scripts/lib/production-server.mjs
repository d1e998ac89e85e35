/**
 * Starts the production server (`server.js` through `server/start.sh`, after `npm run build`) as a child process for the
 * benchmarks, load tests and integration tests: 127.0.0.1, NODE_ENV=production, its own data folder,
 * PUBLIC_ORIGIN set to itself, the request log off and no shutdown grace period, then waits for GET /healthz in a bounded
 * loop. Each caller keeps its own time bound, extra environment, output handling and clean-up.
 * Types: production-server.d.mts.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const LAUNCHER = path.join(ROOT, "server/start.sh");

/** A port the OS reports free on 127.0.0.1 right now (another process could still take it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {import("./production-server.d.mts").ProductionServerOptions} [options] */
export async function startProductionServer(options = {}) {
  const { env = {}, startTimeoutMs = 60_000, pollMs = 250, captureOutput = false, removeDataDir = true, cwd = ROOT, cgroupProcs } = options;
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  // No folder given: a fresh one under the OS temp folder.
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "site-server-"));
  let output = "";
  // With cgroupProcs, a shell joins that control group first and then becomes the server: Node
  // sizes its heap from the group's memory limit, as it would in a container.
  // The launcher `npm start` uses (server/start.sh: the memory allocator of decision 0039), found
  // beside this helper so that a `cwd` holding another checkout's build starts the same way.
  const [command, args] = cgroupProcs
    ? ["/bin/sh", ["-c", 'echo $$ > "$2" && exec /bin/sh "$0" "$1"', LAUNCHER, process.execPath, cgroupProcs]]
    : ["/bin/sh", [LAUNCHER, process.execPath]];
  const child = spawn(command, args, {
    cwd,
    // A variable set to undefined in `env` is left out (spawn skips undefined values).
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: origin,
      LOG_REQUESTS: "0",
      // No load balancer in front by default: stop at once (SIGTERM) instead of a grace period.
      SHUTDOWN_GRACE_MS: "0",
      ...env,
    },
    // Scripts show the server's errors as they happen; tests keep everything for their messages.
    stdio: captureOutput ? ["ignore", "pipe", "pipe"] : ["ignore", "ignore", "inherit"],
  });
  if (captureOutput) {
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
  }
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));

  const removeFolder = () => {
    if (removeDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const server = {
    origin,
    port,
    dataDir,
    child,
    exited,
    output: () => output,
    /** Synchronous, for process "exit" handlers: signal the server and remove its folder. */
    kill(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      removeFolder();
    },
    /** Signal, wait for the exit (SIGKILL after timeoutMs), then remove the folder. */
    async stop({ signal = "SIGTERM", timeoutMs = 15_000 } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timedOut = await Promise.race([exited.then(() => false), sleep(timeoutMs).then(() => true)]);
        if (timedOut) {
          child.kill("SIGKILL");
          await exited;
        }
      }
      removeFolder();
    },
  };

  const deadline = Date.now() + startTimeoutMs;
  let exitCode;
  exited.then((code) => (exitCode = code ?? child.signalCode));
  while (Date.now() < deadline && exitCode === undefined) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return server;
    } catch {
      /* not listening yet */
    }
    await sleep(pollMs);
  }
  const why = exitCode === undefined ? `did not start within ${Math.round(startTimeoutMs / 1000)} s` : `exited (${exitCode}) before it was healthy`;
  server.kill("SIGKILL");
  throw new Error(`server at ${origin} ${why}${captureOutput ? `:\n${output}` : ""}`);
}
