/**
 * Mail written at send time. Some requests must answer the same whatever the database holds (a
 * password reset for an address nobody registered answers like one for a real account, in the same
 * time), so they only put a placeholder row of a deferred kind in the outbox, and the sender asks the
 * kind's composer for the real mail just before sending it. A composer returns the mail, or null
 * when there is nothing to send (the row is then deleted). Rows are composed under a row lock, so
 * two sender instances never compose one twice; a composed row becomes an ordinary mail of
 * `kind`, so a failed send is retried with the same content.
 */
import { sql } from "drizzle-orm";
import { executeRows, type Database } from "~/db/db.server";

interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

export type MailComposer = (to: string, db: Database) => Promise<ComposedMail | null>;

/** Kinds of placeholder rows start with this; the sender never sends such a row as it is. */
export const DEFERRED_KIND_PREFIX = "deferred:";

const composers = new Map<string, MailComposer>();

/** Called by the feature that owns the deferred kind, when its module loads. */
export function registerMailComposer(kind: string, composer: MailComposer): void {
  if (!kind.startsWith(DEFERRED_KIND_PREFIX)) throw new Error(`a deferred mail kind starts with ${DEFERRED_KIND_PREFIX}`);
  composers.set(kind, composer);
}

/** Composes the pending rows of deferred kinds; returns how many became mail. */
export async function composeDeferredMail(db: Database, batch = 10): Promise<number> {
  if (composers.size === 0) return 0;
  const kinds = [...composers.keys()];
  let composed = 0;
  await db.transaction(async (tx) => {
    const rows = await executeRows<{ id: string; to: string; kind: string }>(
      tx as unknown as Database,
      sql`select id, "to", kind from mail_outbox
          where status = 'pending' and kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
          order by created_at limit ${batch} for update skip locked`,
    );
    for (const row of rows) {
      const mail = await composers.get(row.kind)!(row.to, tx as unknown as Database);
      if (!mail) {
        await tx.execute(sql`delete from mail_outbox where id = ${row.id}`);
        continue;
      }
      await tx.execute(
        sql`update mail_outbox set "to" = ${mail.to}, subject = ${mail.subject}, text = ${mail.text},
              html = ${mail.html ?? null}, kind = ${mail.kind} where id = ${row.id}`,
      );
      composed++;
    }
  });
  return composed;
}
