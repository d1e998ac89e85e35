/**
 * An SMTP outage during 20 enquiries: the sales mails wait in the outbox, are retried with backoff,
 * and when the server (smtp-server on loopback) comes back all 20 arrive: 0 lost, 0 duplicated.
 */
import net from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { mailOutbox } from "~/db/schema";
import { startMailSender, stopMailSender } from "~/mail/sender.server";
import { createMailTransport } from "~/mail/transport.server";
import { configureTestEnv, dbTargets } from "./auth-harness";
import { ContactClient, validEnquiry } from "./contact-harness";

configureTestEnv({ SALES_EMAIL: "sales@kathana.example", CONTACT_RATE_LIMIT: "100" });

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function startSmtp(port: number, inbox: string[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        inbox.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return server;
}

async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const contactMails = () => getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, "contact-enquiry"));

describe.each(dbTargets())("contact mail through an SMTP outage on $name", (target) => {
  beforeAll(() => target.setUp());
  afterAll(() => target.tearDown());

  it("20 enquiries while SMTP is down: all 20 mails arrive once it is back, none lost, none twice", { timeout: 60_000 }, async () => {
    const port = await freePort();
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Kathana AI <no-reply@kathana.example>",
      outboxDir: process.env.MAIL_DIR!,
      pollMs: 100,
      retryBaseMs: 200,
      maxAttempts: 30,
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    startMailSender({ transport, pollMs: 100, retryBaseMs: 200, maxAttempts: 30 });
    const smtpInbox: string[] = [];
    let smtp: SMTPServer | undefined;
    try {
      // Down: 20 enquiries, each answered 200 at once (the mail waits in the outbox).
      const marks: string[] = [];
      for (let i = 0; i < 20; i++) {
        const mark = `enquiry-mark-${i}-${Date.now()}`;
        marks.push(mark);
        const reply = await new ContactClient().post(validEnquiry({ message: `Please call back. ${mark}` }));
        expect(reply.status).toBe(200);
      }
      // Every mail has failed at least once and is still pending.
      await waitFor(async () => {
        const rows = await contactMails();
        return rows.length === 20 && rows.every((r) => r.attempts >= 1 && r.status === "pending" && r.lastError) ? true : undefined;
      });

      // Back up.
      smtp = await startSmtp(port, smtpInbox);
      await waitFor(async () => {
        const rows = await contactMails();
        return rows.every((r) => r.status === "sent") ? true : undefined;
      });
      // A little longer, so a duplicate send would have time to show up.
      await new Promise((r) => setTimeout(r, 500));
      const unfolded = smtpInbox.map((raw) => raw.replace(/=\r?\n/g, ""));
      const arrived = marks.map((mark) => unfolded.filter((raw) => raw.includes(mark)).length);
      expect(smtpInbox).toHaveLength(20);
      expect(arrived.filter((n) => n === 0)).toHaveLength(0); // lost
      expect(arrived.filter((n) => n > 1)).toHaveLength(0); // duplicated
      expect(smtpInbox.every((raw) => /^To: sales@kathana\.example/m.test(raw))).toBe(true);
    } finally {
      await stopMailSender();
      transport.close();
      if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
      vi.restoreAllMocks();
    }
  });
});
