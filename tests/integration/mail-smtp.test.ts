/**
 * The reset mail through the outbox to a real SMTP server on loopback (./smtp-harness),
 * including an outage: the server is down first, the mail is retried with backoff and arrives after
 * it comes back. Also the default transport: an .eml file under the mail folder and the link logged.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { executeRows, getDb } from "~/db/db.server";
import { mailOutbox } from "~/db/schema";
import { backoffMs, deliverDueMail, startMailSender, stopMailSender } from "~/mail/sender.server";
import { createMailTransport } from "~/mail/transport.server";
import { housekeepingJob, startScheduledJobs, stopScheduledJobs } from "~/jobs/scheduled-jobs.server";
import { Client, ORIGIN, configureTestEnv, dbTargets } from "../helpers/auth-harness";
import { closeSmtp, freePort, mailSettings, startSmtp, unfold, waitFor, type Received } from "../helpers/smtp-harness";

configureTestEnv();

async function requestReset(): Promise<{ email: string }> {
  const client = new Client();
  await client.csrf();
  const name = `mail${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${name}@example.com`;
  const password = "correct horse battery";
  const signup = await client.call("POST", "/api/auth/signup", { json: { username: name, email, password, re_password: password } });
  expect(signup.status).toBe(201);
  const reset = await client.call("POST", "/api/auth/reset_password", { json: { email, link: ORIGIN } });
  expect(reset.status).toBe(200);
  return { email };
}

describe("backoff", () => {
  it("doubles from the base and caps at one hour", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(40, 5000)).toBe(60 * 60_000);
  });
});

describe.each(dbTargets())("mail outbox on $name", (target) => {
  beforeAll(() => target.setUp());
  afterAll(() => target.tearDown());
  afterEach(async () => {
    await stopMailSender();
    vi.restoreAllMocks();
  });

  it("delivers the reset mail (text and HTML, with the link) to a real SMTP server", async () => {
    const port = await freePort();
    const inbox: Received[] = [];
    const smtp = await startSmtp(port, inbox);
    try {
      const { email } = await requestReset();
      const transport = createMailTransport({ ...mailSettings(), smtpUrl: `smtp://127.0.0.1:${port}` });
      const result = await deliverDueMail({ transport, from: "Kathana AI <no-reply@kathana.example>" });
      transport.close();
      expect(result.sent).toBeGreaterThanOrEqual(1);
      const mail = inbox.find((m) => m.to.includes(email))!;
      expect(mail.from).toBe("no-reply@kathana.example");
      expect(mail.raw).toMatch(/Subject: Reset your Kathana AI password/);
      expect(mail.raw).toMatch(/Content-Type: text\/plain/);
      expect(mail.raw).toMatch(/Content-Type: text\/html/);
      expect(unfold(mail.raw)).toMatch(new RegExp(`${ORIGIN}/reset-password/[0-9a-f-]{36}/[A-Za-z0-9_-]{43}`));
      const [row] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(row!.status).toBe("sent");
      expect(row!.sentAt).not.toBeNull();
    } finally {
      await closeSmtp(smtp);
    }
  });

  it("keeps the mail while the SMTP server is down and delivers it after it comes back", async () => {
    const port = await freePort();
    const { email } = await requestReset();
    const transport = createMailTransport({ ...mailSettings(), smtpUrl: `smtp://127.0.0.1:${port}` });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    startMailSender({ transport, pollMs: 100, retryBaseMs: 300, maxAttempts: 20 });

    // Down: the first attempt fails and is rescheduled, the row stays pending.
    const failed = await waitFor(async () => {
      const [row] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email));
      return row && row.attempts >= 1 && row.lastError ? row : undefined;
    });
    expect(failed.status).toBe("pending");
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    expect(warn).toHaveBeenCalled();

    // Back up: a later attempt delivers it.
    const inbox: Received[] = [];
    const smtp = await startSmtp(port, inbox);
    try {
      const mail = await waitFor(() => inbox.find((m) => m.to.includes(email)));
      expect(unfold(mail.raw)).toContain("/reset-password/");
      const row = await waitFor(async () => {
        const [r] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email));
        return r?.status === "sent" ? r : undefined;
      });
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(inbox.filter((m) => m.to.includes(email))).toHaveLength(1);
    } finally {
      await stopMailSender();
      transport.close();
      await closeSmtp(smtp);
    }
  });

  it("the housekeeping job's first run sweeps expired sessions, reset tokens and rate-limit windows", async () => {
    const client = new Client();
    await client.csrf();
    const name = `sweep${Date.now()}`;
    await client.call("POST", "/api/auth/signup", {
      json: { username: name, email: `${name}@example.com`, password: "correct horse battery", re_password: "correct horse battery" },
    });
    const db = getDb();
    await db.execute(sql`update sessions set expires_at = now() - interval '1 minute'`);
    await db.execute(sql`insert into rate_limits (key, count, reset_at) values ('test:expired', 5, now() - interval '1 minute')`);
    startScheduledJobs([housekeepingJob]);
    await waitFor(async () => {
      const rows = await executeRows<{ n: number }>(
        db,
        sql`select (select count(*) from sessions)::int + (select count(*) from rate_limits where key = 'test:expired')::int as n`,
      );
      return Number(rows[0]!.n) === 0 ? true : undefined;
    });
    await stopScheduledJobs();
  });

  it("by default writes an .eml file under the mail folder and logs the link", async () => {
    const dir = path.join(process.env.MAIL_DIR!, `eml-${target.name}`);
    const { email } = await requestReset();
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const transport = createMailTransport({ ...mailSettings(), smtpUrl: undefined, outboxDir: dir });
    await deliverDueMail({ transport });
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".eml"));
    const eml = files.map((f) => fs.readFileSync(path.join(dir, f), "utf8")).find((t) => t.includes(email))!;
    expect(eml).toBeDefined();
    expect(unfold(eml)).toMatch(/\/reset-password\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}/);
    const logged = info.mock.calls.map((c) => String(c[0])).find((line) => line.includes(email))!;
    expect(JSON.parse(logged).links[0]).toMatch(/\/reset-password\//);
    expect(fs.readdirSync(dir).some((f) => f.endsWith(".tmp"))).toBe(false);
  });
});
