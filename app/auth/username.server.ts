/**
 * One spelling per username: 'SECA_x', 'secA_x' and a full-width 'ＳＥＣＡ＿ｘ' are the same name.
 * The key is the username after Unicode NFKC normalisation, in lower case; the database keeps it
 * in `users.username_key` under a unique constraint. Names that mix look-alike scripts are refused
 * at sign-up (isSingleScriptName).
 */
import { eq, isNull, asc } from "drizzle-orm";
import { isUniqueViolation, type Database } from "~/db/db.server";
import { users } from "~/db/schema";
import { logWarning } from "~/log.server";

export function usernameKey(username: string): string {
  return username.normalize("NFKC").toLowerCase();
}

/*
 * Look-alike names across scripts ('seca' in Latin, 'secа' with a Cyrillic а) are refused by the
 * Highly Restrictive level of Unicode's security mechanisms (UTS #39 §5.2): a name is written in one
 * script, or in Latin with Han and Japanese kana, Han and Bopomofo, or Han and Hangul; digits and
 * punctuation (script Common or Inherited) go with any; scripts outside those in common modern use
 * (UTS #31's recommended scripts) are refused. The script of each character comes from the
 * JavaScript engine's own Unicode tables (Script_Extensions), kept current with Node itself.
 */
const RECOMMENDED_SCRIPTS = [
  "Arabic", "Armenian", "Bengali", "Bopomofo", "Cyrillic", "Devanagari", "Ethiopic", "Georgian", "Greek", "Gujarati",
  "Gurmukhi", "Han", "Hangul", "Hebrew", "Hiragana", "Kannada", "Katakana", "Khmer", "Lao", "Latin", "Malayalam",
  "Myanmar", "Oriya", "Sinhala", "Tamil", "Telugu", "Thaana", "Thai", "Tibetan",
] as const;
const SCRIPT_TESTS = RECOMMENDED_SCRIPTS.map((name) => [name, new RegExp(`^\\p{scx=${name}}$`, "u")] as const);
const ANY_SCRIPT = /^[\p{scx=Common}\p{scx=Inherited}]$/u;
const ALLOWED_MIXES: readonly (readonly string[])[] = [
  ["Latin", "Han", "Hiragana", "Katakana"],
  ["Latin", "Han", "Bopomofo"],
  ["Latin", "Han", "Hangul"],
];

export const MIXED_SCRIPTS = "User name must be written in one alphabet: letters that look alike from different scripts (such as Latin and Cyrillic) cannot be mixed";

/** False when the name mixes scripts a person could confuse, or uses a script not in common use. */
export function isSingleScriptName(username: string): boolean {
  const sets: (readonly string[])[] = [];
  for (const character of username.normalize("NFKC")) {
    if (ANY_SCRIPT.test(character)) continue;
    const scripts = SCRIPT_TESTS.filter(([, test]) => test.test(character)).map(([name]) => name);
    if (scripts.length === 0) return false;
    sets.push(scripts);
  }
  const shared = sets.reduce<readonly string[] | null>((common, set) => (common === null ? set : common.filter((s) => set.includes(s))), null);
  if (shared === null || shared.length > 0) return true;
  return ALLOWED_MIXES.some((mix) => sets.every((set) => set.some((script) => mix.includes(script))));
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
