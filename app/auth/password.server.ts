/**
 * Password hashing with argon2id (@node-rs/argon2) at OWASP's recommended minimum cost
 * (19 MiB, 2 iterations, 1 lane). Whole passwords are hashed: nothing is truncated.
 */
import { characterCount } from "~/text/characters";
import { hash, verify } from "@node-rs/argon2";

// The library's default algorithm is argon2id (a const enum, not importable here); the unit test
// checks the "$argon2id$" prefix.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const PASSWORD_MIN = 8;
/** Long passphrases are welcome; the cap only stops hashing megabytes. */
export const PASSWORD_MAX = 256;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with `storedHash` null it verifies against a dummy hash, so "no such user"
 * costs the same time as "wrong password" and the reply time reveals nothing.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword("not-a-real-password-0f3a");
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await verify(target, password);
    return storedHash !== null && ok;
  } catch {
    return false;
  }
}

// ASVS 5.0 6.2.4: refuse common passwords. zxcvbn-ts's ranked list of 49,233 leaked passwords
// (all of it, well beyond the top 3000 asked for), loaded once (about 30 ms), compared lower-cased.
let commonPasswords: Set<string> | undefined;

async function loadCommonPasswords(): Promise<Set<string>> {
  if (!commonPasswords) {
    const { dictionary } = await import("@zxcvbn-ts/language-common");
    commonPasswords = new Set([...dictionary["passwords-common"], "kathana", "kathanaai", "kathana123"].map((p) => p.toLowerCase()));
  }
  return commonPasswords;
}

/** Null when acceptable, else the message shown to the user (the first of passwordProblems). */
export async function passwordProblem(password: string, context: { username?: string; email?: string } = {}): Promise<string | null> {
  return (await passwordProblems(password, context))[0] ?? null;
}

/** Every rule the password fails, in the order passwordProblem checks them (issue 45: all at once). */
export async function passwordProblems(password: string, context: { username?: string; email?: string } = {}): Promise<string[]> {
  const problems: string[] = [];
  const length = characterCount(password);
  if (length < PASSWORD_MIN) problems.push(`Password must be at least ${PASSWORD_MIN} characters long`);
  if (length > PASSWORD_MAX) return [`Password must be at most ${PASSWORD_MAX} characters long`];
  const lower = password.toLowerCase();
  if ((await loadCommonPasswords()).has(lower)) problems.push("This password is too common; choose another one");
  if (context.username && lower === context.username.toLowerCase()) problems.push("Password must not be the same as the username");
  if (context.email && lower === context.email.toLowerCase()) problems.push("Password must not be the same as the email");
  return problems;
}
