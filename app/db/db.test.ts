/**
 * One suite, run against each driver: PGlite in fresh temp folders (always) and PostgreSQL when
 * TEST_DATABASE_URL is set (a fresh database per location, dropped afterwards). Start a local
 * server with `bash scripts/test/postgres-test-server.sh start`. In CI a missing TEST_DATABASE_URL fails.
 */
import { spawnSync } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  closeDatabase,
  databaseReady,
  executeRows,
  getDb,
  initDatabase,
  openDatabase,
  type Database,
  type DatabaseHandle,
  type OpenDatabaseOptions,
} from "./db.server";
import { contactEnquiries, mailOutbox, sessions, users } from "./schema";

// The suite chooses the driver per location; an ambient DATABASE_URL must not redirect PGlite runs.
delete process.env.DATABASE_URL;
delete process.env.PGLITE_DIR;

const MIGRATIONS = path.resolve("app/db/migrations");
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta", "_journal.json"), "utf8")) as {
  entries: { tag: string; when: number }[];
};

interface Location {
  options: OpenDatabaseOptions;
  /** The environment that makes getConfig() point at this location. */
  env: Record<string, string>;
}

interface Target {
  driver: "pglite" | "postgres";
  fresh(): Promise<Location>;
  cleanup(): Promise<void>;
}

function pgliteTarget(): Target {
  const roots: string[] = [];
  return {
    driver: "pglite",
    async fresh() {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "db-test-"));
      roots.push(root);
      const dir = path.join(root, "db");
      return { options: { pgliteDir: dir }, env: { PGLITE_DIR: dir } };
    },
    async cleanup() {
      for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

function postgresTarget(adminUrl: string): Target {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const created: string[] = [];
  return {
    driver: "postgres",
    async fresh() {
      // A uniquely named database per location keeps runs (and tests) independent.
      const name = `dbtest_${process.pid}_${randomBytes(6).toString("hex")}`;
      await admin.unsafe(`create database "${name}"`);
      created.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return { options: { databaseUrl: url.toString() }, env: { DATABASE_URL: url.toString() } };
    },
    async cleanup() {
      try {
        for (const name of created) await admin.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end({ timeout: 5 });
      }
    },
  };
}

const sessionId = () => createHash("sha256").update(randomBytes(32)).digest("hex");
const unique = () => randomUUID().slice(0, 8);

async function insertUser(db: Pick<Database, "insert">, fields: Partial<typeof users.$inferInsert> = {}) {
  const u = unique();
  const [row] = await db
    .insert(users)
    .values({ username: `user-${u}`, email: `user-${u}@example.com`, passwordHash: "$argon2id$test", ...fields })
    .returning();
  return row!;
}

/** The SQLSTATE of a database error, wherever drizzle put the driver's error in the cause chain. */
function sqlState(error: unknown): string | undefined {
  for (let e = error; e instanceof Error || (e && typeof e === "object"); e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    if (!(e as { cause?: unknown }).cause) break;
  }
  return undefined;
}

async function expectSqlState(promise: Promise<unknown>, state: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected SQLSTATE ${state}, but it succeeded`).toBeDefined();
  expect(sqlState(error)).toBe(state);
}

async function appliedMigrations(db: Database) {
  const rows = await executeRows<{ hash: string; created_at: string }>(db, sql`select hash, created_at from drizzle.__drizzle_migrations order by id`);
  return rows.map((r) => `${r.created_at}:${r.hash}`);
}

async function withEnv<T>(env: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

/** A copy of the migrations plus one that fails halfway, to prove a failed migration leaves nothing. */
function brokenMigrationsFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "db-test-migrations-"));
  fs.cpSync(MIGRATIONS, dir, { recursive: true });
  const last = journal.entries[journal.entries.length - 1]!;
  const broken = { ...last, idx: journal.entries.length, tag: "9999_broken", when: last.when + 1 };
  fs.writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: [...journal.entries, broken] }));
  fs.writeFileSync(
    path.join(dir, "9999_broken.sql"),
    'CREATE TABLE "broken_probe" ("id" integer);\n--> statement-breakpoint\nSELECT * FROM "no_such_table";\n',
  );
  return dir;
}

function defineSuite(makeTarget: () => Target) {
  const target = makeTarget();
  const d = `[${target.driver}]`;
  let shared: DatabaseHandle;

  beforeAll(async () => {
    shared = await openDatabase((await target.fresh()).options);
  });
  afterAll(async () => {
    try {
      await shared?.close();
    } finally {
      await target.cleanup();
    }
  });

  it(`${d} opens with the ${target.driver} driver and applies every migration; reopening applies none again`, async () => {
    const loc = await target.fresh();
    const first = await openDatabase(loc.options);
    expect(first.driver).toBe(target.driver);
    const applied = await appliedMigrations(first.db);
    expect(applied).toHaveLength(journal.entries.length);
    const tables = await executeRows<{ table_name: string }>(
      first.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((r) => r.table_name)).toEqual([
      "analytics_events",
      "api_keys",
      "assistant_conversations",
      "assistant_feedback",
      "assistant_questions",
      "contact_enquiries",
      "food_corrections",
      "mail_outbox",
      "password_reset_tokens",
      "rate_limits",
      "sessions",
      "users",
      "voice_feedback",
      "voice_recordings",
    ]);
    await first.close();

    const second = await openDatabase(loc.options);
    try {
      expect(await appliedMigrations(second.db)).toEqual(applied);
    } finally {
      await second.close();
    }
  });

  it(`${d} keeps data across close and reopen of the same ${target.driver === "pglite" ? "folder" : "database"}`, async () => {
    const loc = await target.fresh();
    const first = await openDatabase(loc.options);
    const user = await insertUser(first.db);
    await first.db.insert(sessions).values({ id: sessionId(), userId: user.id, expiresAt: new Date(Date.now() + 60_000) });
    await first.close();

    const second = await openDatabase(loc.options);
    try {
      const [found] = await second.db.select().from(users).where(eq(users.id, user.id));
      expect(found).toEqual(user);
      const [n] = await second.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id));
      expect(n!.n).toBe(1);
    } finally {
      await second.close();
    }
  });

  it(`${d} refuses a second user whose email differs only in case`, async () => {
    const u = unique();
    await insertUser(shared.db, { email: `a-${u}@x.com` });
    await expectSqlState(insertUser(shared.db, { email: `A-${u}@X.com` }), "23505");
    const rows = await shared.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${`a-${u}@x.com`}`);
    expect(rows.map((r) => r.email)).toEqual([`a-${u}@x.com`]);
  });

  it(`${d} refuses a duplicate username`, async () => {
    const user = await insertUser(shared.db);
    await expectSqlState(insertUser(shared.db, { username: user.username }), "23505");
  });

  it(`${d} leaves no rows behind when a transaction throws`, async () => {
    const username = `tx-${unique()}`;
    await expect(
      shared.db.transaction(async (tx) => {
        const user = await insertUser(tx, { username });
        await tx.insert(sessions).values({ id: sessionId(), userId: user.id, expiresAt: new Date() });
        await tx.insert(contactEnquiries).values({
          submissionId: `tx-${username}`,
          username,
          email: "e@x.com",
          phone: "1",
          companyname: "c",
          message: "m",
        });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await shared.db.select().from(users).where(eq(users.username, username))).toEqual([]);
    expect(
      await shared.db
        .select()
        .from(contactEnquiries)
        .where(eq(contactEnquiries.submissionId, `tx-${username}`)),
    ).toEqual([]);
    // The handle is still usable afterwards.
    expect(await shared.ping()).toBe(true);
  });

  it(`${d} deletes a user's sessions with the user`, async () => {
    const user = await insertUser(shared.db);
    const other = await insertUser(shared.db);
    const expiresAt = new Date(Date.now() + 3_600_000);
    await shared.db.insert(sessions).values([
      { id: sessionId(), userId: user.id, expiresAt },
      { id: sessionId(), userId: user.id, expiresAt, persistent: true },
      { id: sessionId(), userId: other.id, expiresAt },
    ]);
    await shared.db.delete(users).where(eq(users.id, user.id));
    expect(await shared.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await shared.db.select().from(sessions).where(eq(sessions.userId, other.id))).toHaveLength(1);
  });

  it(`${d} stores only SHA-256 hex digests as session ids`, async () => {
    const user = await insertUser(shared.db);
    const rawToken = randomBytes(32).toString("base64url");
    await expectSqlState(shared.db.insert(sessions).values({ id: rawToken, userId: user.id, expiresAt: new Date() }), "23514");
  });

  it(`${d} makes a contact enquiry insert idempotent on submissionId with onConflictDoNothing`, async () => {
    const submissionId = randomUUID();
    const enquiry = {
      submissionId,
      username: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 0000 0000",
      companyname: "Analytical Engines",
      message: "Please call me.",
    };
    const insert = (message: string) =>
      shared.db
        .insert(contactEnquiries)
        .values({ ...enquiry, message })
        .onConflictDoNothing({ target: contactEnquiries.submissionId })
        .returning();
    const first = await insert(enquiry.message);
    const again = await insert("a resubmission");
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ ...enquiry, designation: null, currentUrl: null, userAgent: null });
    expect(again).toEqual([]);
    const stored = await shared.db.select().from(contactEnquiries).where(eq(contactEnquiries.submissionId, submissionId));
    expect(stored).toEqual(first);
  });

  it(`${d} queues outbox mail as pending, once per dedupeKey, with only known statuses`, async () => {
    const dedupeKey = `reset:${randomUUID()}`;
    const mail = { to: "a@x.com", subject: "s", text: "t", kind: "password-reset", dedupeKey };
    const [queued] = await shared.db.insert(mailOutbox).values(mail).returning();
    expect(queued).toMatchObject({ status: "pending", attempts: 0, sentAt: null, lastError: null, html: null });
    expect(queued!.nextAttemptAt).toBeInstanceOf(Date);
    expect(await shared.db.insert(mailOutbox).values(mail).onConflictDoNothing().returning()).toEqual([]);
    // Rows without a dedupe key never collide.
    await shared.db.insert(mailOutbox).values([
      { ...mail, dedupeKey: null },
      { ...mail, dedupeKey: null },
    ]);
    await expectSqlState(shared.db.insert(mailOutbox).values({ ...mail, dedupeKey: null, status: "bogus" as "sent" }), "23514");
  });

  it(`${d} ping() is true while open and false after close; close() twice is harmless`, async () => {
    const handle = await openDatabase((await target.fresh()).options);
    expect(await handle.ping()).toBe(true);
    await handle.close();
    expect(await handle.ping()).toBe(false);
    await handle.close();
  });

  it(`${d} a failing migration throws a clear error, applies nothing and releases what it opened`, async () => {
    const loc = await target.fresh();
    const broken = brokenMigrationsFolder();
    try {
      await expect(openDatabase({ ...loc.options, migrationsFolder: broken })).rejects.toThrow(
        target.driver === "pglite" ? /Could not apply the migrations/ : /Could not open and migrate the PostgreSQL/,
      );
      // Reopening the same location works (nothing left locked) and shows nothing half-applied.
      const handle = await openDatabase(loc.options);
      try {
        const probe = await executeRows<{ t: string | null }>(handle.db, sql`select to_regclass('public.broken_probe')::text as t`);
        expect(probe).toEqual([{ t: null }]);
        expect(await appliedMigrations(handle.db)).toHaveLength(journal.entries.length);
      } finally {
        await handle.close();
      }
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });

  it(`${d} refuses a migrations folder without a journal before opening anything`, async () => {
    const loc = await target.fresh();
    await expect(openDatabase({ ...loc.options, migrationsFolder: path.join(os.tmpdir(), "no-such-migrations") })).rejects.toThrow(
      /Database migrations not found/,
    );
  });

  it(`${d} process singleton: initDatabase, getDb, databaseReady, closeDatabase`, async () => {
    const loc = await target.fresh();
    await withEnv(loc.env, async () => {
      expect(() => getDb()).toThrow(/initDatabase/);
      expect(await databaseReady()).toBe(false);
      const [a, b] = await Promise.all([initDatabase(), initDatabase()]);
      expect(a).toBe(b);
      expect(await initDatabase()).toBe(a);
      expect(a.driver).toBe(target.driver);
      expect(getDb()).toBe(a.db);
      expect(await databaseReady()).toBe(true);
      await getDb().insert(users).values({ username: "singleton", email: "s@x.com", passwordHash: "h" });
      await closeDatabase();
      expect(await databaseReady()).toBe(false);
      expect(await a.ping()).toBe(false);
      expect(() => getDb()).toThrow(/initDatabase/);
      await closeDatabase();
    });
  });

  if (target.driver === "pglite") {
    it(`${d} refuses to open a folder that is already open in this process`, async () => {
      const loc = await target.fresh();
      const handle = await openDatabase(loc.options);
      try {
        await expect(openDatabase(loc.options)).rejects.toThrow(/already open in this process/);
        expect(await handle.ping()).toBe(true);
      } finally {
        await handle.close();
      }
      // Once closed, the folder can be opened again.
      await (await openDatabase(loc.options)).close();
    });

    it(`${d} refuses a folder locked by a live process and takes over a dead one's lock`, async () => {
      const loc = await target.fresh();
      const dir = loc.options.pgliteDir!;
      fs.mkdirSync(path.dirname(dir), { recursive: true });
      const lockFile = `${dir}.lock`;
      // The parent process (vitest) is alive and is not this process.
      fs.writeFileSync(lockFile, `${process.ppid}\n`);
      await expect(openDatabase(loc.options)).rejects.toThrow(new RegExp(`in use by process ${process.ppid}`));

      const exited = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
        encoding: "utf8",
      });
      fs.writeFileSync(lockFile, `${exited.stdout}\n`);
      const handle = await openDatabase(loc.options);
      expect(fs.readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
      await handle.close();
      expect(fs.existsSync(lockFile)).toBe(false);
    });

    it(`${d} waits for a database process still closing the folder, never opens it beside it`, async () => {
      const loc = await target.fresh();
      const dir = loc.options.pgliteDir!;
      fs.mkdirSync(path.dirname(dir), { recursive: true });
      // As if a killed server's database process were still closing: a live process holds the folder.
      const hostLock = `${dir}.host.pid`;
      fs.writeFileSync(hostLock, `${process.ppid}\n`);
      await expect(openDatabase(loc.options)).rejects.toThrow(/database process exited \(code 1\)/);
      expect(fs.existsSync(`${dir}.lock`)).toBe(false); // the server's own lock was let go
      // Once that process is gone, its lock is taken over.
      const exited = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
      fs.writeFileSync(hostLock, `${exited.stdout}\n`);
      const handle = await openDatabase(loc.options);
      await handle.close();
      expect(fs.existsSync(hostLock)).toBe(false);
    }, 20_000);
  }

  if (target.driver === "postgres") {
    it(`${d} an unreachable server throws a clear error that hides the password`, async () => {
      const error = await openDatabase({ databaseUrl: "postgres://app:s3cret-pw@127.0.0.1:1/app" }).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(error?.message).toMatch(/Could not open and migrate the PostgreSQL database postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/app: .+/);
      expect(error?.message).not.toContain("s3cret-pw");
    });
  }
}

describe("database on PGlite", () => {
  defineSuite(pgliteTarget);
});

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (testDatabaseUrl) {
  describe("database on PostgreSQL", () => {
    defineSuite(() => postgresTarget(testDatabaseUrl));
  });
} else if (process.env.CI && !["0", "false"].includes(process.env.CI.toLowerCase())) {
  describe("database on PostgreSQL", () => {
    it("[postgres] TEST_DATABASE_URL is set (required in CI)", () => {
      throw new Error(
        "TEST_DATABASE_URL is not set, so the PostgreSQL suite cannot run. In CI it must: start a server " +
          "with `bash scripts/test/postgres-test-server.sh start` and export the URL it prints.",
      );
    });
  });
} else {
  console.warn("[db.test] PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. from `bash scripts/test/postgres-test-server.sh start`).");
  describe.skip("database on PostgreSQL", () => {
    it("[postgres] skipped: TEST_DATABASE_URL is not set", () => {});
  });
}
