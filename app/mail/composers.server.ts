/**
 * Mail written at send time. Some requests must answer the same whatever the database holds (a
 * password reset for an address nobody registered answers like one for a real account, in the same
 * time), so they only put a placeholder row of a deferred kind in the outbox, and the sender asks the
 * kind's composer for the real mail just before sending it. A composer returns the mail, or null
 * when there is nothing to send (the row is then deleted). Rows are composed under a row lock, so
 * two sender instances never compose one twice; a composed row becomes an ordinary mail of
 * `kind`, so a failed send is retried with the same content.
 *
 * A composer runs after the request, where there is no request language: the placeholder keeps
 * the language of the request that enqueued it in its kind ("deferred:password-reset@hi";
 * enqueueMail adds it, the default language adds nothing), and the composer runs in that language
 * (currentLanguage()), so the mail is written in it and links its pages.
 */
import { sql } from "drizzle-orm";
import { executeRows, type Database } from "~/db/db.server";
import { enabledLanguages, inLanguage } from "~/i18n/language.server";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";

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

/** Between a deferred kind and the language its mail is composed in. */
const LANGUAGE_MARK = "@";

/** The stored kind of a placeholder enqueued in `language`: "deferred:password-reset@hi". */
export function deferredKindIn(kind: string, language: string): string {
  const bare = kind.split(LANGUAGE_MARK)[0]!;
  return language === DEFAULT_LANGUAGE ? bare : `${bare}${LANGUAGE_MARK}${language}`;
}

/** A placeholder's kind and language; a language this site no longer serves becomes the default. */
export function deferredKindParts(stored: string): { kind: string; language: string } {
  const [kind, language] = stored.split(LANGUAGE_MARK) as [string, string?];
  return { kind, language: language && enabledLanguages().includes(language) ? language : DEFAULT_LANGUAGE };
}

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
          where status = 'pending' and split_part(kind, ${LANGUAGE_MARK}, 1) in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
          order by created_at limit ${batch} for update skip locked`,
    );
    for (const row of rows) {
      const { kind, language } = deferredKindParts(row.kind);
      const mail = await inLanguage(language, () => composers.get(kind)!(row.to, tx as unknown as Database));
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
