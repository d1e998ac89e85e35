// @ts-check
/**
 * The embedded database's own process (decision 0039): PGlite opened on one data folder and served
 * over a Unix socket in the PostgreSQL wire protocol, so the site talks to it with the same client
 * (postgres.js) as to a hosted PostgreSQL. app/db/db.server.ts starts it with `--liftoff-only`:
 * V8's optimising compiler needs ~600 MB for one of PostgreSQL's WebAssembly functions, while the
 * baseline compiler's code serves this site's queries in well under a millisecond. Keeping that
 * flag to this process keeps the optimised WebAssembly elsewhere (the MP3 encoder) as fast as before.
 *
 *   node --liftoff-only server/database-host.js <data folder> <socket path> [<template.tar.gz>]
 *
 * A new folder is filled from the template (an initialised data folder that `npm run build`
 * writes) instead of running initdb here, which peaks at ~700 MB. Talks to its parent over the IPC
 * channel: sends `{ ready: true }` once it listens, closes PGlite cleanly on `{ close: true }`, and
 * when the channel goes away (the parent exited, however it exited).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import { PGlite } from "@electric-sql/pglite";

// `--fill <data folder> <template>`: only fill a new folder from the template, then exit. A process
// of its own, because what PGlite allocates for unpacking (~120 MB) is not given back.
if (process.argv[2] === "--fill") {
  const [, , , folder, template] = process.argv;
  const filled = await PGlite.create(String(folder), { loadDataDir: new Blob([fs.readFileSync(String(template))]) });
  await filled.close();
  process.exit(0);
}

const [dataDir, socketPath, templatePath] = process.argv.slice(2);
if (!dataDir || !socketPath || !process.send) {
  console.error("usage: node --liftoff-only server/database-host.js <data folder> <socket path> [<template>] (with an IPC channel)");
  process.exit(2);
}

// The server's own lock (db.server.ts) names the server; this one names the process that really
// has the folder open. A server killed outright is replaced at once by its supervisor, while its
// database process may still be closing: the new one waits for it (5 s at most), never overlaps.
const hostLock = `${dataDir.replace(/[/\\]+$/, "")}.host.pid`;
for (let waited = 0; ; waited += 100) {
  try {
    fs.writeFileSync(hostLock, `${process.pid}\n`, { flag: "wx" });
    break;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
  }
  const owner = Number.parseInt(fs.readFileSync(hostLock, "utf8"), 10);
  if (!isAlive(owner)) {
    fs.rmSync(hostLock, { force: true });
    continue;
  }
  if (waited >= 5_000) {
    console.error(`database host: ${dataDir} is still open in process ${owner} (${hostLock})`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
process.on("exit", () => {
  if (fs.existsSync(hostLock) && fs.readFileSync(hostLock, "utf8").trim() === String(process.pid)) fs.rmSync(hostLock, { force: true });
});

/** @param {number} pid */
function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

// PostgreSQL's default of 128 MB of shared buffers is sized for a server of its own; the site's
// tables are a few MB. The other start parameters are PGlite's own defaults.
const startParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];
const isNew = !fs.existsSync(`${dataDir}/PG_VERSION`);
const fromTemplate = isNew && Boolean(templatePath) && fs.existsSync(String(templatePath));
if (fromTemplate) {
  const fill = spawnSync(process.execPath, [...process.execArgv, process.argv[1] ?? "", "--fill", dataDir, String(templatePath)], { stdio: "inherit" });
  if (fill.status !== 0) {
    console.error(`database host: filling ${dataDir} from ${templatePath} failed (${fill.signal ?? `exit ${fill.status}`})`);
    process.exit(1);
  }
}
// Without a template (no build yet) PGlite runs initdb here.
const db = await PGlite.create(dataDir, { startParams });

// Frontend messages after which the backend answers (Sync, Query, Flush, Terminate, end or failure
// of a COPY, a password): everything up to the last of them is passed on, the rest waits for more.
const ANSWERED_AFTER = new Set(["S", "Q", "H", "X", "c", "f", "p"]);
const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

/** One client at a time: PGlite is one session. The next one waits until the current one ends. */
let queue = Promise.resolve();

const server = net.createServer((socket) => {
  queue = queue.then(() => serve(socket));
});

/** @param {net.Socket} socket */
function serve(socket) {
  return new Promise((resolve) => {
    let pending = Buffer.alloc(0);
    let started = false;
    let work = Promise.resolve();
    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      socket.destroy();
      // A client gone mid-transaction must not leave it open for the next one, nor its statements.
      work = work.then(async () => {
        try {
          if (db.isInTransaction()) await db.exec("rollback");
          await db.exec("discard all");
        } catch (error) {
          console.error("database host: resetting the session failed:", error);
        }
      });
      work.then(resolve, resolve);
    };
    socket.on("error", finish);
    socket.on("close", finish);
    socket.on("data", (chunk) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      const ready = takeAnswerable();
      if (!ready) return;
      work = work
        .then(async () => {
          if (ended) return;
          const reply = await db.execProtocolRaw(new Uint8Array(ready.buffer, ready.byteOffset, ready.byteLength));
          if (reply.length && !socket.destroyed) socket.write(reply);
        })
        .catch((error) => {
          console.error("database host: a request failed:", error);
          finish();
        });
    });

    /** The complete messages up to the last one the backend answers, removed from `pending`. */
    function takeAnswerable() {
      if (!started) {
        if (pending.length < 8) return undefined;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return undefined;
        const code = pending.readInt32BE(4);
        if (code === SSL_REQUEST || code === GSS_REQUEST) {
          pending = pending.subarray(length);
          socket.write("N"); // no encryption on a local socket; the client goes on in the clear
          return takeAnswerable();
        }
        started = true;
        const startup = pending.subarray(0, length);
        pending = pending.subarray(length);
        return startup;
      }
      let offset = 0;
      let cut = 0;
      while (pending.length - offset >= 5) {
        const length = pending.readInt32BE(offset + 1);
        if (pending.length - offset < 1 + length) break;
        offset += 1 + length;
        if (ANSWERED_AFTER.has(String.fromCharCode(pending[offset - 1 - length] ?? 0))) cut = offset;
      }
      if (cut === 0) return undefined;
      const ready = Buffer.from(pending.subarray(0, cut));
      pending = pending.subarray(cut);
      return ready;
    }
  });
}

let closing = false;
async function close() {
  if (closing) return;
  closing = true;
  server.close();
  // The parent ends its client before asking; a client that is somehow still there gets 5 s.
  await Promise.race([queue.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  // close() checkpoints and syncs the folder: only then may another process open it.
  if (!db.closed) await db.close();
  fs.rmSync(socketPath, { force: true });
  process.exit(0);
}

fs.rmSync(socketPath, { force: true });
server.listen(socketPath, () => {
  fs.chmodSync(socketPath, 0o600);
  process.send?.({ ready: true });
});
process.on("message", (message) => {
  if (message && typeof message === "object" && "close" in message) void close();
});
process.on("disconnect", () => void close());
process.on("SIGTERM", () => void close());
process.on("SIGINT", () => undefined); // the parent decides when this process stops
