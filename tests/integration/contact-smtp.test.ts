/**
 * An SMTP outage during 20 enquiries: the sales mails wait in the outbox, are retried with backoff,
 * and when the server (smtp-server on loopback) comes back all 20 arrive: 0 lost, 0 duplicated.
 */
import { eq } from "drizzle-orm";
import type { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/db.server";
import { mailOutbox } from "~/db/schema";
import { startMailSender, stopMailSender } from "~/mail/sender.server";
import { createMailTransport } from "~/mail/transport.server";
import { configureTestEnv, dbTargets } from "../helpers/auth-harness";
import { ContactClient, validEnquiry } from "../helpers/contact-harness";
import { closeSmtp, freePort, mailSettings, startSmtp, unfold, waitFor, type Received } from "../helpers/smtp-harness";

configureTestEnv({ SALES_EMAIL: "sales@kathana.example", CONTACT_RATE_LIMIT: "100" });

const contactMails = () => getDb().select().from(mailOutbox).where(eq(mailOutbox.kind, "contact-enquiry"));

describe.each(dbTargets())("contact mail through an SMTP outage on $name", (target) => {
  beforeAll(() => target.setUp());
  afterAll(() => target.tearDown());

  it("20 enquiries while SMTP is down: all 20 mails arrive once it is back, none lost, none twice", { timeout: 60_000 }, async () => {
    const port = await freePort();
    const settings = mailSettings({ smtpUrl: `smtp://127.0.0.1:${port}`, retryBaseMs: 200, maxAttempts: 30 });
    const transport = createMailTransport(settings);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    startMailSender({ transport, ...settings });
    const smtpInbox: Received[] = [];
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
      }, 30_000);

      // Back up.
      smtp = await startSmtp(port, smtpInbox);
      await waitFor(async () => {
        const rows = await contactMails();
        return rows.every((r) => r.status === "sent") ? true : undefined;
      }, 30_000);
      // A little longer, so a duplicate send would have time to show up.
      await new Promise((r) => setTimeout(r, 500));
      const unfolded = smtpInbox.map((mail) => unfold(mail.raw));
      const arrived = marks.map((mark) => unfolded.filter((raw) => raw.includes(mark)).length);
      expect(smtpInbox).toHaveLength(20);
      expect(arrived.filter((n) => n === 0)).toHaveLength(0); // lost
      expect(arrived.filter((n) => n > 1)).toHaveLength(0); // duplicated
      expect(smtpInbox.every((mail) => /^To: sales@kathana\.example/m.test(mail.raw))).toBe(true);
    } finally {
      await stopMailSender();
      transport.close();
      if (smtp) await closeSmtp(smtp);
      vi.restoreAllMocks();
    }
  });
});
