/**
 * Opens the database (PGlite by default, PostgreSQL when DATABASE_URL is set), applies the
 * migrations, and keeps one process-wide handle for the server.
 *
 * Server start calls `initDatabase()` once (never on the first request); loaders and actions call
 * `getDb()`; /readyz calls `databaseReady()`; SIGTERM calls `closeDatabase()`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { getConfig } from "../config.server";
import * as schema from "./schema";
import { logInfo, logWarning, logError } from "~/log.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** `select 1`; false when closed or failing. Never throws. */
  ping(): Promise<boolean>;
  /** Idempotent. For PGlite it checkpoints and flushes to disk before releasing the folder. */
  close(): Promise<void>;
  /**
   * PostgreSQL LISTEN / NOTIFY between the instances that share the database. On PGlite (one
   * process by construction) a notification reaches this process's own listeners only.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  notify(channel: string, payload?: string): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; default `getConfig().databaseUrl`. */
  databaseUrl?: string;
  /** PGlite data folder, used when there is no databaseUrl; default `getConfig().pgliteDir`. */
  pgliteDir?: string;
  /** Default: env MIGRATIONS_DIR, else `app/db/migrations` from the working directory. */
  migrationsFolder?: string;
}

const POOL_MAX = 10;
const PING_TIMEOUT_MS = 2_000;
// Arbitrary constant: serialises migrations when several app instances start against one PostgreSQL.
const MIGRATION_LOCK_KEY = 727_361_845_001;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const config = getConfig();
  const migrationsFolder = resolveMigrationsFolder(options.migrationsFolder);
  const databaseUrl = options.databaseUrl ?? config.databaseUrl;
  if (databaseUrl) return openPostgres(databaseUrl, migrationsFolder);
  return openPglite(path.resolve(options.pgliteDir ?? config.pgliteDir), migrationsFolder);
}

function resolveMigrationsFolder(explicit: string | undefined): string {
  const folder = path.resolve(explicit ?? getConfig().migrationsDir);
  // Checked before anything is opened, so a wrong folder fails with a message that says so.
  if (!fs.existsSync(path.join(folder, "meta", "_journal.json"))) {
    throw new Error(`Database migrations not found: ${folder} has no meta/_journal.json ` + `(run from the project root, or set MIGRATIONS_DIR).`);
  }
  return folder;
}

/** Rows of a raw SQL query (postgres.js returns them as an array). */
export async function executeRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  return (await db.execute(query)) as unknown as T[];
}

/**
 * A unique-constraint violation (SQLSTATE 23505) anywhere in the error's cause chain, on either
 * driver; with `constraint`, only a violation of that constraint.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint_name, constraint: c } = e as { code?: unknown; constraint_name?: unknown; constraint?: unknown };
    if (code === "23505") return !constraint || constraint_name === constraint || c === constraint || String(e).includes(constraint);
    if (!(e as { cause?: unknown }).cause) break;
  }
  return false;
}

// The database cannot be reached or cannot write, rather than refusing this query: the network
// and file-system errors a driver passes on, postgres.js's own connection codes, and the SQLSTATE
// classes 08 (connection), 53 (insufficient resources: disk full, too many connections), 57P0x
// (the server is shutting down or starting) and 58 (I/O errors).
const UNAVAILABLE_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "EACCES",
  "EPERM",
  "EROFS",
  "ENOSPC",
  "EIO",
  "ENOENT", // ENOENT: the embedded database's socket, while it restarts
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);
const UNAVAILABLE_SQLSTATE = /^(?:08|53|57P0|58)/;

/**
 * True when `error` (or anything in its cause chain, or an AggregateError's parts) says the
 * database is unreachable or cannot write: an outage to wait out (503), not a bug (500).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 6) return false;
  const { code, errno, cause, errors } = error as { code?: unknown; errno?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && (UNAVAILABLE_ERRNOS.has(code) || (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE.test(code)))) return true;
  if (typeof errno === "string" && UNAVAILABLE_ERRNOS.has(errno)) return true;
  if (Array.isArray(errors) && errors.some((part) => isDatabaseUnavailable(part, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** One process: a notification goes to this process's own listeners. */
function localChannels(): Pick<DatabaseHandle, "listen" | "notify"> {
  const listeners = new Map<string, Array<(payload: string) => void>>();
  return {
    async listen(channel, onMessage) {
      listeners.set(channel, [...(listeners.get(channel) ?? []), onMessage]);
    },
    async notify(channel, payload = "") {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// PGlite

async function openPglite(dataDir: string, migrationsFolder: string): Promise<DatabaseHandle> {
  fs.mkdirSync(dataDir, { recursive: true });
  // PGlite takes no lock of its own: two openers of one folder corrupt it. Refuse the second.
  const releaseLock = acquireDirLock(dataDir);
  let host: EmbeddedDatabaseHost;
  try {
    host = await startEmbeddedDatabaseHost(dataDir);
  } catch (error) {
    releaseLock();
    throw new Error(`Could not open the PGlite database in ${dataDir}: ${describe(error)}`, { cause: error });
  }
  // One connection, as PGlite is one session; no named prepared statements, so nothing of a
  // connection outlives it in that session.
  const client = postgres({ path: host.socketPath, max: 1, prepare: false, connect_timeout: 10, onnotice: logNotice });
  const db = drizzlePostgres({ client, schema });
  const handle = makeHandle("pglite", db, async () => {
    try {
      await client.end({ timeout: 5 });
      await host.close();
    } finally {
      releaseLock();
    }
  });
  try {
    await migratePostgres(db, { migrationsFolder });
  } catch (error) {
    await closeAfterFailure(handle, error);
    throw new Error(`Could not apply the migrations in ${migrationsFolder} to the PGlite database in ${dataDir}: ${describe(error)}`, { cause: error });
  }
  return handle;
}

interface EmbeddedDatabaseHost {
  socketPath: string;
  /** Checkpoints and closes PGlite; resolves when its process has exited. Idempotent. */
  close(): Promise<void>;
}

const HOST_SCRIPT = "server/database-host.js";
// An initialised, empty data folder that `npm run build` writes (scripts/build/database-template.mjs).
const DATA_FOLDER_TEMPLATE = "build/database-template.tar.gz";
const HOST_START_TIMEOUT_MS = 120_000;
const HOST_RESTART_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * PGlite runs in a process of its own (server/database-host.js, decision 0039), started with V8's
 * baseline WebAssembly compiler only, and reached over a private Unix socket. If that process dies,
 * it is started again (queries meanwhile fail as an outage: 503), with growing pauses.
 */
async function startEmbeddedDatabaseHost(dataDir: string): Promise<EmbeddedDatabaseHost> {
  const socketFolder = fs.mkdtempSync(path.join(os.tmpdir(), "site-db-"));
  const socketPath = path.join(socketFolder, ".s.PGSQL.5432");
  const template = path.resolve(DATA_FOLDER_TEMPLATE);
  let child: ChildProcess | undefined;
  let closing: Promise<void> | undefined;
  let restarts = 0;

  // `again`: a restart after the process died, which keeps trying; the first start fails instead.
  const start = (again = false) =>
    new Promise<void>((resolve, reject) => {
      const started = spawn(process.execPath, ["--liftoff-only", path.resolve(HOST_SCRIPT), dataDir, socketPath, template], {
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      });
      child = started;
      const timer = setTimeout(() => {
        started.kill("SIGKILL");
        reject(new Error(`the database process did not start in ${HOST_START_TIMEOUT_MS / 1000} s`));
      }, HOST_START_TIMEOUT_MS);
      started.once("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      let wasReady = false;
      started.on("message", (message: { ready?: boolean }) => {
        if (!message?.ready) return;
        wasReady = true;
        clearTimeout(timer);
        restarts = 0;
        resolve();
      });
      started.once("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the database process exited (${signal ?? `code ${code}`}) before it was ready`));
        // A process that was serving is replaced; one that could not start fails the first start.
        if (closing || child !== started || (!wasReady && !again)) return;
        const delay = HOST_RESTART_DELAYS_MS[Math.min(restarts, HOST_RESTART_DELAYS_MS.length - 1)] ?? 30_000;
        restarts += 1;
        logError("embedded database process stopped; starting it again", { code, signal, inMs: delay });
        setTimeout(() => {
          if (!closing) start(true).catch((error: unknown) => logError("embedded database did not restart", { error: describe(error) }));
        }, delay).unref();
      });
    });

  try {
    await start();
  } catch (error) {
    fs.rmSync(socketFolder, { recursive: true, force: true });
    throw error;
  }
  return {
    socketPath,
    close() {
      closing ??= new Promise<void>((resolve) => {
        const running = child;
        if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
        running.once("exit", () => resolve());
        if (running.connected) running.send({ close: true });
        else running.kill("SIGTERM");
      }).finally(() => fs.rmSync(socketFolder, { recursive: true, force: true }));
      return closing;
    },
  };
}

const heldLocks = new Set<string>();
let exitHookInstalled = false;

/**
 * A pid file beside the data folder (not inside it: PGlite's initdb wants the folder to itself).
 * A lock whose process is gone is taken over, so a crash does not block the next start.
 */
function acquireDirLock(dataDir: string): () => void {
  const lockPath = `${dataDir.replace(/[/\\]+$/, "")}.lock`;
  if (heldLocks.has(lockPath)) {
    throw new Error(`The PGlite database in ${dataDir} is already open in this process; close that handle first.`);
  }
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
    }
    const owner = Number.parseInt(readOrEmpty(lockPath).trim(), 10);
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processIsAlive(owner)) {
      throw new Error(
        `The PGlite database in ${dataDir} is in use by process ${owner} (lock file ${lockPath}). ` +
          `Stop that process, or delete the lock file if it is certainly not running.`,
      );
    }
    fs.rmSync(lockPath, { force: true });
  }
  heldLocks.add(lockPath);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    // A process that exits without close() still must not leave a lock that names a reused pid.
    process.on("exit", () => {
      for (const held of heldLocks) removeOwnLock(held);
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldLocks.delete(lockPath);
    removeOwnLock(lockPath);
  };
}

function removeOwnLock(lockPath: string): void {
  if (readOrEmpty(lockPath).trim() === String(process.pid)) fs.rmSync(lockPath, { force: true });
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "";
    throw error;
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

async function openPostgres(databaseUrl: string, migrationsFolder: string): Promise<DatabaseHandle> {
  const where = redactUrl(databaseUrl);
  try {
    await migratePostgresWithLock(databaseUrl, migrationsFolder);
  } catch (error) {
    throw new Error(`Could not open and migrate the PostgreSQL database ${where}: ${describe(error)}`, {
      cause: error,
    });
  }
  const client = postgres(databaseUrl, {
    max: POOL_MAX,
    connect_timeout: 10,
    idle_timeout: 60,
    onnotice: logNotice,
  });
  const db = drizzlePostgres({ client, schema });
  return makeHandle("postgres", db, () => client.end({ timeout: 5 }), {
    // postgres.js keeps one extra connection for LISTEN and re-listens after a reconnect.
    async listen(channel, onMessage) {
      await client.listen(channel, onMessage);
    },
    async notify(channel, payload = "") {
      await client.notify(channel, payload);
    },
  });
}

/** One dedicated connection, so the session-level advisory lock covers every migration statement. */
async function migratePostgresWithLock(databaseUrl: string, migrationsFolder: string): Promise<void> {
  const client = postgres(databaseUrl, { max: 1, connect_timeout: 10, onnotice: logNotice });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
    } finally {
      await client`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}

function logNotice(notice: postgres.Notice): void {
  // The migrator's "already exists, skipping" notices on every start are expected; others are not.
  if (notice.code === "42P06" || notice.code === "42P07") return;
  logWarning("PostgreSQL notice", { severity: notice.severity ?? "NOTICE", notice: notice.message });
}

function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "(DATABASE_URL is not a valid URL)";
  }
}

// ---------------------------------------------------------------------------------------------
// Shared

function makeHandle(
  driver: DatabaseHandle["driver"],
  db: Database,
  closeClient: () => Promise<void>,
  channels: Pick<DatabaseHandle, "listen" | "notify"> = localChannels(),
): DatabaseHandle {
  let closing: Promise<void> | undefined;
  let lastPingFailed = false;
  return {
    db,
    driver,
    ...channels,
    async ping() {
      if (closing) return false;
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          db.execute(sql`select 1`),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer in ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
          }),
        ]);
        if (lastPingFailed) logInfo("database reachable again", { driver });
        lastPingFailed = false;
        return true;
      } catch (error) {
        // Logged once per outage, not on every readiness probe.
        if (!lastPingFailed) logError("database ping failed", { driver, error: describe(error) });
        lastPingFailed = true;
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      closing ??= closeClient();
      return closing;
    },
  };
}

async function closeAfterFailure(handle: DatabaseHandle, original: unknown): Promise<void> {
  try {
    await handle.close();
  } catch (closeError) {
    // The original error is the one thrown; this one must still be seen.
    logError("closing after a failed open also failed", { error: describe(closeError), original: describe(original) });
  }
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map(describe).join("; ");
  }
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return error.message || code || error.name;
  }
  return String(error);
}

// ---------------------------------------------------------------------------------------------
// Process-wide singleton

interface SingletonState {
  handle: DatabaseHandle | undefined;
  opening: Promise<DatabaseHandle> | undefined;
}

// On globalThis so a re-evaluated module (dev rebuilds) finds the open handle instead of opening
// the PGlite folder a second time.
const STATE_KEY = Symbol.for("multimodal-ai-site.db");
const globalState = globalThis as typeof globalThis & { [STATE_KEY]?: SingletonState };
const state: SingletonState = (globalState[STATE_KEY] ??= { handle: undefined, opening: undefined });

/** Opens and migrates the configured database once; later calls return the same handle. */
export function initDatabase(): Promise<DatabaseHandle> {
  if (state.handle) return Promise.resolve(state.handle);
  state.opening ??= openDatabase().then(
    (handle) => {
      state.handle = handle;
      state.opening = undefined;
      return handle;
    },
    (error: unknown) => {
      state.opening = undefined; // let a later call retry
      throw error;
    },
  );
  return state.opening;
}

/** The open database's handle (driver, LISTEN/NOTIFY). Throws like getDb() when it is not open. */
export function getDatabaseHandle(): DatabaseHandle {
  getDb();
  return state.handle as DatabaseHandle;
}

/** The open database. Throws if `initDatabase()` has not completed (or the database was closed). */
export function getDb(): Database {
  if (!state.handle) {
    throw new Error(
      state.opening
        ? "The database is still opening: await initDatabase() at server start before serving requests."
        : "The database is not open: call await initDatabase() at server start before serving requests.",
    );
  }
  return state.handle.db;
}

/** For /readyz: true when `select 1` succeeds. Never throws. */
export async function databaseReady(): Promise<boolean> {
  return state.handle ? state.handle.ping() : false;
}

/** For SIGTERM: closes the handle (waiting for an open in progress). Safe to call more than once. */
export async function closeDatabase(): Promise<void> {
  if (state.opening) {
    try {
      await state.opening;
    } catch {
      // initDatabase's caller received this error; there is nothing open to close.
    }
  }
  const handle = state.handle;
  state.handle = undefined;
  if (handle) await handle.close();
}
