/**
 * The mail outbox (DESIGN §7): callers insert a row in the same transaction as the change the mail
 * is about; the sender (sender.server.ts) delivers it afterwards and retries until it is sent.
 */
import { getDb, type Database } from "~/db/db.server";
import { mailOutbox, type NewMailOutboxRow } from "~/db/schema";
import { currentLanguage } from "~/i18n/language.server";
import { DEFERRED_KIND_PREFIX, deferredKindIn } from "./composers.server";
import { wakeMailSender } from "./sender.server";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * What the mail is for, e.g. "password-reset". A deferred kind (composers.server.ts) is stored
   * with the request's language, in which the mail is composed later.
   */
  kind: string;
  /** A second enqueue with the same key is ignored, so a retried request mails once. */
  dedupeKey?: string;
}

/**
 * Writes the mail into the outbox with `db` (pass the transaction handle). Returns the row id, or
 * null when the dedupe key was already used. Call `wakeMailSender()` after the transaction commits
 * for prompt delivery; the sender's poll finds it anyway.
 */
export async function enqueueMail(mail: OutgoingMail, db: Database = getDb()): Promise<string | null> {
  const row: NewMailOutboxRow = {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    kind: mail.kind.startsWith(DEFERRED_KIND_PREFIX) ? deferredKindIn(mail.kind, currentLanguage()) : mail.kind,
    dedupeKey: mail.dedupeKey ?? null,
  };
  const inserted = await db.insert(mailOutbox).values(row).onConflictDoNothing({ target: mailOutbox.dedupeKey }).returning({ id: mailOutbox.id });
  return inserted[0]?.id ?? null;
}

export { wakeMailSender };
