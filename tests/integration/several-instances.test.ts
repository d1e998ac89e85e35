/**
 * Several instances on one PostgreSQL (issue 20): two production servers on 127.0.0.1, started at
 * the same moment against an empty database, behind a round-robin proxy. Through the proxy (and
 * each instance directly where "both" must be seen): a login made on one is valid on the other,
 * logout on one ends it on both, login and contact rate limits count across both, a contact form
 * rendered by one is accepted (verified) by the other, and a content webhook received by one
 * clears the cache of both within a second. Needs TEST_DATABASE_URL (`npm test` starts a throwaway
 * PostgreSQL); without it the suite is skipped, except under CI=true, where that is a failure.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { encodeSignatureHeader } from "@sanity/webhook";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startProductionServer, type ProductionServer } from "../../scripts/lib/production-server.mjs";
import { startRoundRobinProxy, type RoundRobinProxy } from "../../scripts/lib/round-robin-proxy.mjs";
import { CookieJar } from "../helpers/cookie-jar";

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl && process.env.CI === "true") throw new Error("CI: TEST_DATABASE_URL is required for the several-instances suite");

const WEBHOOK_SECRET = "several-instances-webhook-secret";
const PASSWORD = "correct horse battery";
const database = `instances_${process.pid}_${Date.now().toString(36)}`;
let databaseUrl = "";
let seedDir = "";
let servers: ProductionServer[] = [];
let proxy: RoundRobinProxy;

/** A browser's cookie jar against one origin (the proxy). */
class Browser {
  cookies = new CookieJar();
  constructor(private readonly origin: string) {}
  async call(method: string, route: string, init: { json?: unknown; origin?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { cookie: this.cookies.header(), ...init.headers };
    if (method !== "GET") {
      headers["x-csrftoken"] = this.cookies.get("csrftoken") ?? "";
      headers.origin = this.origin;
    }
    if (init.json !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${init.origin ?? this.origin}${route}`, {
      method,
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      redirect: "manual",
    });
    this.cookies.store(response.headers.getSetCookie());
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = {};
    }
    return { status: response.status, body, text, backend: response.headers.get("x-backend") };
  }
}

const sql = () => postgres(databaseUrl, { max: 1, onnotice: () => {} });

/** Sanity's signed webhook for a published document, sent through the proxy (one instance gets it). */
async function publish(document: { _id: string; _type: string }): Promise<Response> {
  const payload = JSON.stringify(document);
  const signature = await encodeSignatureHeader(payload, Date.now(), WEBHOOK_SECRET);
  return fetch(`${proxy.origin}/api/content/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "sanity-webhook-signature": signature },
    body: payload,
  });
}

describe("an instance configured for a shared database", () => {
  it("refuses to start without the shared settings, saying which", async () => {
    // The check comes before the database is opened: no PostgreSQL is needed to see it.
    const start = startProductionServer({
      env: { DATABASE_URL: "postgres://127.0.0.1:1/none", SIGNING_SECRET: undefined },
      captureOutput: true,
      startTimeoutMs: 30_000,
    });
    await expect(start).rejects.toThrow(/exited \(1\)[\s\S]*DATABASE_URL is set[\s\S]*SIGNING_SECRET/);
  }, 40_000);
});

describe.skipIf(!adminUrl)("two instances on one PostgreSQL, behind a round-robin proxy", () => {
  beforeAll(async () => {
    const admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${database}"`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    // A copy of the embedded dataset that the webhook test can change.
    seedDir = mkdtempSync(path.join(os.tmpdir(), "seed-copy-"));
    cpSync("studio/seed", seedDir, { recursive: true });

    const proxyPort = await freePort();
    const ports = [await freePort(), await freePort()];
    const env = {
      DATABASE_URL: databaseUrl,
      SIGNING_SECRET: "several-instances-signing-secret-0123456789",
      SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PUBLIC_ORIGIN: `http://127.0.0.1:${proxyPort}`,
      CONTENT_SEED_DIR: seedDir,
      CONTACT_RATE_LIMIT: "4",
      CONTACT_MIN_FILL_MS: "0",
      MAIL_POLL_MS: "500",
      // The assistant is asked every 100 ms until both instances answer from new content: its
      // per-address limit (30 a minute) is not what these tests are about.
      ASSISTANT_RATE_LIMIT: "600",
    };
    // Both at once, against the empty database: the migration lock lets one migrate.
    servers = await Promise.all(ports.map((port) => startProductionServer({ port, env, captureOutput: true, startTimeoutMs: 120_000 })));
    proxy = await startRoundRobinProxy({ backends: servers.map((s) => s.origin), port: proxyPort });
  }, 150_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(seedDir, { recursive: true, force: true });
    if (adminUrl) {
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists "${database}" with (force)`);
      await admin.end();
    }
  });

  it("both started against the empty database, and the migrations ran once", async () => {
    const db = sql();
    const [row] = await db<{ count: string }[]>`select count(*) from drizzle.__drizzle_migrations`;
    const journal = JSON.parse(readFileSync("app/db/migrations/meta/_journal.json", "utf8")) as { entries: unknown[] };
    expect(Number(row?.count)).toBe(journal.entries.length);
    await db.end();
    for (const server of servers) expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
  });

  it("a login on one instance is valid on the other; logout on one ends it on both", async () => {
    const browser = new Browser(proxy.origin);
    await browser.call("GET", "/api/auth/csrf_cookie");
    const name = `multi${Date.now().toString(36)}`;
    const signup = await browser.call("POST", "/api/auth/signup", {
      json: { username: name, email: `${name}@example.com`, password: PASSWORD, re_password: PASSWORD },
    });
    expect(signup.status).toBe(201);
    const login = await browser.call("POST", "/api/auth/login", { json: { username: name, password: PASSWORD } });
    expect(login.status).toBe(200);
    for (const server of servers) {
      const auth = await browser.call("GET", "/api/auth/isAuth", { origin: server.origin });
      expect(auth.body.isAuthenticated, server.origin).toBe("true");
    }
    const logout = await browser.call("POST", "/api/auth/logout", { json: {} });
    expect(logout.status).toBe(200);
    for (const server of servers) {
      const auth = await browser.call("GET", "/api/auth/isAuth", { origin: server.origin });
      expect(auth.body.isAuthenticated, server.origin).toBe("false");
    }
  });

  it("the login limit counts across both instances", async () => {
    const browser = new Browser(proxy.origin);
    await browser.call("GET", "/api/auth/csrf_cookie");
    const name = `limit${Date.now().toString(36)}`;
    await browser.call("POST", "/api/auth/signup", { json: { username: name, email: `${name}@example.com`, password: PASSWORD, re_password: PASSWORD } });
    const replies = [];
    for (let i = 0; i < 11; i++) replies.push(await browser.call("POST", "/api/auth/login", { json: { username: name, password: "wrong password" } }));
    expect(new Set(replies.map((r) => r.backend))).toEqual(new Set(["0", "1"]));
    expect(replies.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(401));
    expect(replies[10]!.status).toBe(429);
  });

  it("a contact form rendered by one instance is accepted by the other, and the contact limit counts across both", async () => {
    const browser = new Browser(proxy.origin);
    // The CSRF cookie first, as the site's script gets it (the public home page sets none); then the
    // page from one instance, so the post (round robin) lands on the other.
    await browser.call("GET", "/api/auth/csrf_cookie");
    const page = await browser.call("GET", "/");
    const formToken = /name="formToken" value="([^"]+)"/.exec(page.text)?.[1];
    expect(formToken, "the home page renders a form token").toBeDefined();
    const run = Date.now().toString(36);
    const enquiry = (n: number) => ({
      username: "Meera Iyer",
      email: "meera@example.com",
      phone: "+91 98450 00000",
      companyname: "Iyer Foods",
      message: `Enquiry ${n}`,
      currentUrl: `${proxy.origin}/`,
      designation: "Owner",
      formToken,
      submissionId: `multi-${run}-${n}`,
    });
    const first = await browser.call("POST", "/api/contact/contactus", { json: enquiry(1) });
    expect(first.status).toBe(200);
    expect(first.backend).not.toBe(page.backend);
    const db = sql();
    const [row] = await db<{ verified: boolean }[]>`select verified from contact_enquiries where submission_id = ${enquiry(1).submissionId}`;
    await db.end();
    expect(row?.verified).toBe(true);
    const statuses = [first.status];
    for (let n = 2; n <= 5; n++) statuses.push((await browser.call("POST", "/api/contact/contactus", { json: enquiry(n) })).status);
    // CONTACT_RATE_LIMIT=4 for the address, whichever instance counts.
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it("a content webhook received by one instance clears the cache of both within a second", async () => {
    const before = await Promise.all(servers.map(async (s) => (await fetch(`${s.origin}/blogs/1`)).text()));
    const file = path.join(seedDir, "data.ndjson");
    const lines = readFileSync(file, "utf8").split("\n");
    const index = lines.findIndex((l) => l.includes('"_type":"blogPost"') && /"blogId":1\b/.test(l));
    expect(index).toBeGreaterThanOrEqual(0);
    const doc = JSON.parse(lines[index]!) as { title: string };
    const newTitle = `Changed while running ${Date.now()}`;
    for (const html of before) expect(html).not.toContain(newTitle);
    lines[index] = JSON.stringify({ ...doc, title: newTitle });
    writeFileSync(file, lines.join("\n"));

    expect((await publish({ _id: "blog-1", _type: "blogPost" })).status).toBe(200);
    const deadline = Date.now() + 1_000;
    let seen = [false, false];
    while (Date.now() < deadline && !seen.every(Boolean)) {
      seen = await Promise.all(servers.map(async (s) => (await (await fetch(`${s.origin}/blogs/1`)).text()).includes(newTitle)));
    }
    expect(seen).toEqual([true, true]);
  });

  it("a published change reaches the assistant of both instances: the index is rebuilt after the webhook", async () => {
    const browser = new Browser(proxy.origin);
    await browser.call("GET", "/api/auth/csrf_cookie");
    const file = path.join(seedDir, "data.ndjson");
    const lines = readFileSync(file, "utf8").split("\n");
    const index = lines.findIndex((l) => l.includes('"_id":"assistantAnswer-talk-to-sales"'));
    expect(index).toBeGreaterThanOrEqual(0);
    const doc = JSON.parse(lines[index]!) as { answer: string; questions: string[] };
    const newAnswer = `Write to our sales team today (${Date.now()}), and we will call you back.`;
    lines[index] = JSON.stringify({ ...doc, questions: ["Where can I reach the sales desk?"], answer: newAnswer });
    writeFileSync(file, lines.join("\n"));
    expect((await publish({ _id: "assistantAnswer-talk-to-sales", _type: "assistantAnswer" })).status).toBe(200);
    // The first question after a change may still be answered by the old index while the new one
    // is built (two instances on two cores: 10.7 s for this test with its file run alone, over 15 s
    // once in a full CI run); both then answer from the new content. The bound is generous: what is
    // checked is that the change arrives, not how fast (bench:assistant times the index build).
    const deadline = Date.now() + 50_000;
    let seen = [false, false];
    while (Date.now() < deadline && !seen.every(Boolean)) {
      seen = await Promise.all(
        servers.map(async (server) => {
          const reply = await browser.call("POST", "/api/assistant", { origin: server.origin, json: { message: "Where can I reach the sales desk?" } });
          return reply.body.answer === newAnswer;
        }),
      );
      if (!seen.every(Boolean)) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toEqual([true, true]);
  }, 60_000);
});
