/**
 * A worker in a process of its own, for engine work whose memory must go back to the system when
 * it ends (decision 0039): a worker thread that ends leaves its native libraries loaded and its
 * allocator arenas in the server's process; a process that ends leaves nothing.
 *
 * `source` is the worker's code, run by `node -e` (so it needs no file beside the bundled server
 * build) with two names given: `workerData` (the `data` passed here, structured-cloned) and
 * `parentPort` (`postMessage(value)` and `on("message", listener)`), like a worker thread's.
 * Messages are structured-cloned too (typed arrays included). The worker answers the start (its
 * `workerData`) and each message with exactly one message: while an answer is due, the worker keeps
 * the server's event loop alive; otherwise it never does.
 */
import { spawn, type Serializable } from "node:child_process";
import { EventEmitter } from "node:events";

/** Emits "message" (a message from the worker), "error" and "exit" (the exit code). */
export interface ChildWorker extends EventEmitter {
  postMessage(message: Serializable): void;
  /** Ends the process; resolves once it has exited. */
  terminate(): Promise<void>;
}

const PRELUDE = String.raw`
const parentPort = {
  postMessage: (message) => process.send(message),
  on: (event, listener) => (event === "message" ? process.on("message", listener) : undefined),
};
// Nothing keeps this process once the server is gone.
process.on("disconnect", () => process.exit(0));
process.once("message", (workerData) => {
  new Function("require", "parentPort", "workerData", SOURCE)(require, parentPort, workerData);
});
`;

export function startChildWorker(source: string, data: Serializable): ChildWorker {
  const script = `const SOURCE = ${JSON.stringify(source)};\n${PRELUDE}`;
  const child = spawn(process.execPath, ["-e", script], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    serialization: "advanced",
  });
  child.unref();
  let due = 1; // the answer to the start
  const keepAlive = () => {
    if (due > 0) child.channel?.ref();
    else child.channel?.unref();
  };
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const worker = Object.assign(new EventEmitter(), {
    postMessage(message: Serializable) {
      if (!child.connected) return;
      due += 1;
      keepAlive();
      child.send(message);
    },
    async terminate() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  });
  child.on("message", (message) => {
    due = Math.max(0, due - 1);
    keepAlive();
    worker.emit("message", message);
  });
  child.on("error", (error) => worker.emit("error", error));
  child.on("exit", (code) => worker.emit("exit", code));
  child.send(data);
  keepAlive();
  return worker;
}
