/**
 * One spelling per username: 'SECA_x', 'secA_x' and a full-width 'ＳＥＣＡ＿ｘ' are the same name.
 * The key is the username after Unicode NFKC normalisation, in lower case; the database keeps it
 * in `users.username_key` under a unique constraint.
 */
import { eq, isNull, asc } from "drizzle-orm";
import { isUniqueViolation, type Database } from "~/db/db.server";
import { users } from "~/db/schema";
import { logWarning } from "~/log.server";

export function usernameKey(username: string): string {
  return username.normalize("NFKC").toLowerCase();
}

/**
 * Fills the key of accounts made before it existed, oldest first. When two old accounts share a
 * key (both spellings were allowed then), the older keeps it and the newer gets `key#<id>`: both
 * still log in with their exact username, and the name can no longer be taken a third time.
 */
export async function backfillUsernameKeys(db: Database): Promise<{ filled: number; clashes: number }> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(isNull(users.usernameKey))
    .orderBy(asc(users.createdAt), asc(users.id));
  let clashes = 0;
  for (const row of rows) {
    const key = usernameKey(row.username);
    try {
      await db.update(users).set({ usernameKey: key }).where(eq(users.id, row.id));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      clashes++;
      await db.update(users).set({ usernameKey: `${key}#${row.id}` }).where(eq(users.id, row.id));
    }
  }
  if (clashes) logWarning("usernames that differ only in case or width", { clashes });
  return { filled: rows.length, clashes };
}
