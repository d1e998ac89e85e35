#!/usr/bin/env node
/**
 * Load test of the contact API (issue 6; not a timed test):
 *   npm run load:contact                      # starts the built server on a fresh PGlite folder
 *   DATABASE_URL=postgres://… npm run load:contact   # the same against PostgreSQL
 *   npm run load:contact -- --url http://127.0.0.1:3000   # a running server (PostgreSQL only for the check)
 *   DATABASE_URL=postgres://… npm run load:contact -- --instances 2
 *       # two servers behind a round-robin proxy; the second is restarted (SIGTERM, then started
 *       # again) half-way through; every mail must then be delivered exactly once (issue 20)
 *
 * Sends 500 enquiries with 50 in flight, then checks that the database holds exactly 500 rows of
 * this run and 500 outbox mails for them, and prints requests/s and p50/p99 latency.
 *
 * The per-client limit (CONTACT_RATE_LIMIT, 10 an hour) is not weakened: the script signs up a
 * user, takes a developer API key, and sends with `Authorization: Bearer kth_…`, which the endpoint
 * limits per key (CONTACT_KEY_RATE_LIMIT, 1000 an hour) — the documented path for integrations.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { tsImport } from "tsx/esm/api";
import { startProductionServer } from "../lib/production-server.mjs";
import { startRoundRobinProxy } from "../lib/round-robin-proxy.mjs";

const { values: args } = parseArgs({
  options: {
    url: { type: "string" },
    total: { type: "string", default: "500" },
    concurrency: { type: "string", default: "50" },
    port: { type: "string", default: "3213" },
    instances: { type: "string", default: "1" },
  },
});
const INSTANCES = Number(args.instances);
if (INSTANCES > 1 && !process.env.DATABASE_URL) throw new Error("--instances needs DATABASE_URL: several instances share one PostgreSQL");
const TOTAL = Number(args.total);
const CONCURRENCY = Number(args.concurrency);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const run = randomBytes(4).toString("hex");
const dataDir = path.join(root, "var", `load-contact-${run}`);

let server;
/** With --instances: every server, and the proxy in front of them. */
let servers = [];
let proxy;
let base = args.url?.replace(/\/+$/, "");
// A second of shutdown grace: the proxy's health check (every 100 ms) sees /readyz fail and stops
// sending before the restarting instance closes its port.
const SHARED_ENV = { SMTP_URL: "", SIGNING_SECRET: `load-contact-${run}-shared-signing-secret-0123456789`, SHUTDOWN_GRACE_MS: "1000" };

function startInstance(i, port) {
  // Each instance writes its own mail folder; the check reads all of them.
  return startProductionServer({
    port,
    dataDir: `${dataDir}-${i}`,
    env: { ...SHARED_ENV, PUBLIC_ORIGIN: `http://127.0.0.1:${Number(args.port) + INSTANCES}` },
    pollMs: 200,
    removeDataDir: false,
    cwd: root,
  });
}

async function startServer() {
  if (!fs.existsSync(path.join(root, "build", "index.js"))) throw new Error("no build: run npm run build first");
  if (INSTANCES > 1) {
    servers = await Promise.all(Array.from({ length: INSTANCES }, (_, i) => startInstance(i, Number(args.port) + i)));
    proxy = await startRoundRobinProxy({ backends: servers.map((s) => s.origin), port: Number(args.port) + INSTANCES });
    base = proxy.origin;
    return;
  }
  // The folder is removed below (with --url there is none to remove).
  server = await startProductionServer({ port: Number(args.port), dataDir, env: SHARED_ENV, pollMs: 200, removeDataDir: false, cwd: root });
  base = server.origin;
}

async function stopServer() {
  await server?.stop({ timeoutMs: 15_000 });
  await Promise.all(servers.map((s) => s.stop({ timeoutMs: 15_000 })));
  await proxy?.close();
}

/** Half-way through: the last instance gets SIGTERM, finishes what it has, and is started again. */
let restart;
function restartLastInstance() {
  const i = servers.length - 1;
  const old = servers[i];
  restart = (async () => {
    const t0 = performance.now();
    await old.stop({ timeoutMs: 15_000 });
    servers[i] = await startInstance(i, old.port);
    return { instance: i, downMs: Math.round(performance.now() - t0) };
  })();
}

/** Outbox rows of this run: all sent, and each written exactly once to some instance's mail folder. */
async function deliveredExactlyOnce(handle, executeRows, sql) {
  const prefix = `contact:load-${run}-%`;
  const deadline = Date.now() + 60_000;
  let rows = [];
  while (Date.now() < deadline) {
    rows = await executeRows(handle.db, sql`select id, status from mail_outbox where kind = 'contact-enquiry' and dedupe_key like ${prefix}`);
    if (rows.length === TOTAL && rows.every((r) => r.status === "sent")) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const files = servers.flatMap((_, i) => {
    const dir = path.join(`${dataDir}-${i}`, "mail");
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".eml")) : [];
  });
  const perId = new Map(rows.map((r) => [r.id, 0]));
  for (const file of files) {
    const id = /-([0-9a-f-]{36})\.eml$/.exec(file)?.[1];
    if (id && perId.has(id)) perId.set(id, perId.get(id) + 1);
  }
  const counts = [...perId.values()];
  return {
    sent: rows.filter((r) => r.status === "sent").length,
    written: counts.filter((n) => n >= 1).length,
    duplicated: counts.filter((n) => n > 1).length,
    lost: counts.filter((n) => n === 0).length,
  };
}

/** A developer API key for this run: sign up (a session cookie comes with it), then GetAPIKey. */
async function apiKey() {
  const csrfReply = await fetch(`${base}/api/auth/csrf_cookie`);
  const csrf = /csrftoken=([^;]+)/.exec(csrfReply.headers.get("set-cookie") ?? "")?.[1];
  if (!csrf) throw new Error("no csrftoken cookie from /api/auth/csrf_cookie");
  const username = `load${run}`;
  const password = `load-test ${randomBytes(8).toString("hex")}`;
  const signup = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-CSRFToken": csrf, Cookie: `csrftoken=${csrf}`, Origin: base },
    body: JSON.stringify({ username, email: `${username}@example.com`, password, re_password: password }),
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const session = signup.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => /session=/.test(c));
  const keyReply = await fetch(`${base}/api/developers/GetAPIKey`, { headers: { Cookie: `${session}; csrftoken=${csrf}`, "X-CSRFToken": csrf } });
  const key = /kth_[A-Za-z0-9_-]{43}/.exec(await keyReply.text())?.[0];
  if (!key) throw new Error(`no API key (${keyReply.status})`);
  return key;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function countInDatabase() {
  const { openDatabase, executeRows } = await tsImport("../../app/db/db.server.ts", import.meta.url);
  const { sql } = await import("drizzle-orm");
  const handle = await openDatabase(process.env.DATABASE_URL ? {} : { pgliteDir: path.join(dataDir, "db") });
  try {
    const delivery = INSTANCES > 1 ? await deliveredExactlyOnce(handle, executeRows, sql) : undefined;
    const prefix = `load-${run}-%`;
    const [rows] = await executeRows(handle.db, sql`select count(*)::int as n from contact_enquiries where submission_id like ${prefix}`);
    const [mails] = await executeRows(
      handle.db,
      sql`select count(*)::int as n from mail_outbox where kind = 'contact-enquiry' and dedupe_key like ${`contact:${prefix}`}`,
    );
    return { rows: Number(rows.n), mails: Number(mails.n), delivery };
  } finally {
    await handle.close();
  }
}

async function main() {
  if (!base) await startServer();
  else if (!process.env.DATABASE_URL) {
    throw new Error("--url with PGlite: the running server holds the database folder; give DATABASE_URL, or let the script start the server");
  }
  const key = await apiKey();
  const latencies = [];
  const statuses = new Map();
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < TOTAL) {
      const i = next++;
      if (INSTANCES > 1 && i === Math.floor(TOTAL / 2)) restartLastInstance();
      const body = {
        username: `Load Tester ${i}`,
        email: `load${i}@example.com`,
        phone: "+91 98100 12345",
        companyname: `Load Co ${run}`,
        designation: "QA",
        message: `Load test enquiry ${i} of run ${run}.`,
        currentUrl: `${base}/`,
        submissionId: `load-${run}-${i}`,
      };
      const t0 = performance.now();
      let status = 0;
      try {
        const res = await fetch(`${base}/api/contact/contactus`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${key}` },
          body: JSON.stringify(body),
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = -1;
      }
      latencies.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const restarted = restart ? await restart : undefined;
  latencies.sort((a, b) => a - b);

  // PGlite: the server must let go of the folder before this process may open it.
  if (!process.env.DATABASE_URL) await stopServer();
  const counts = await countInDatabase();
  await stopServer();

  const result = {
    database: process.env.DATABASE_URL ? "postgres" : "pglite",
    requests: TOTAL,
    concurrency: CONCURRENCY,
    statuses: Object.fromEntries(statuses),
    seconds: Number(seconds.toFixed(2)),
    requestsPerSecond: Number((TOTAL / seconds).toFixed(1)),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    rows: counts.rows,
    mails: counts.mails,
    ...(INSTANCES > 1 ? { instances: INSTANCES, restarted, proxy: proxy.stats(), delivery: counts.delivery } : {}),
  };
  console.log(JSON.stringify(result, null, 2));
  const delivered = !counts.delivery || (counts.delivery.written === TOTAL && counts.delivery.duplicated === 0 && counts.delivery.lost === 0);
  const ok = counts.rows === TOTAL && counts.mails === TOTAL && statuses.get(200) === TOTAL && delivered;
  const what = counts.delivery ? `, each mail written exactly once across ${INSTANCES} instances` : "";
  console.log(ok ? `OK: exactly ${TOTAL} rows and ${TOTAL} outbox mails${what}` : "FAILED: counts do not match");
  return ok;
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopServer();
  if (!args.url) fs.rmSync(dataDir, { recursive: true, force: true });
  for (let i = 0; i < INSTANCES && INSTANCES > 1; i++) fs.rmSync(`${dataDir}-${i}`, { recursive: true, force: true });
  fs.rmSync(`${dataDir}/db.lock`, { force: true });
}
process.exit(ok ? 0 : 1);
