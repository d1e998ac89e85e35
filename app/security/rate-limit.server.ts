/**
 * Fixed-window rate limits kept in the database, so every app instance on one database shares them.
 * One atomic upsert per check; expired windows restart on their next hit and are swept by the mail
 * sender's loop (`sweepRateLimits`).
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { executeRows, getDb, type Database } from "~/db/db.server";
import { AppError } from "~/http/app-error";

export interface RateLimitRule {
  /** e.g. "login:ip"; combined with the subject into the stored key. */
  name: string;
  /** Client address, account name…; hashed before storage so no personal data sits in the table. */
  subject: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets (at least 1). */
  retryAfter: number;
}

/** The auth calls' limits (DESIGN §6). Per account and per client for login. */
export const AUTH_LIMITS = {
  loginPerClient: { limit: 30, windowMs: 15 * 60_000 },
  // Failures for one account from one address: a stranger elsewhere cannot lock the owner out...
  loginPerAccountAndClient: { limit: 10, windowMs: 15 * 60_000 },
  // ...and a slower limit for the account from everywhere stops guessing spread over many addresses.
  loginPerAccount: { limit: 50, windowMs: 60 * 60_000 },
  // Generous enough for an office behind one NAT address; still stops bulk account creation.
  signupPerClient: { limit: 30, windowMs: 60 * 60_000 },
  resetPerClient: { limit: 10, windowMs: 60 * 60_000 },
  resetPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  updatePasswordPerClient: { limit: 20, windowMs: 15 * 60_000 },
  apiKeyPerUser: { limit: 30, windowMs: 15 * 60_000 },
} as const;

function storedKey(rule: Pick<RateLimitRule, "name" | "subject">): string {
  const digest = createHash("sha256").update(rule.subject.toLowerCase()).digest("hex").slice(0, 32);
  return `${rule.name}:${digest}`;
}

/** Counts one hit against the rule and says whether it is still within the limit. */
export async function hitRateLimit(rule: RateLimitRule, db: Database = getDb()): Promise<RateLimitResult> {
  const key = storedKey(rule);
  const windowMs = Math.max(1, Math.round(rule.windowMs));
  const [row] = await executeRows<{ count: number; retry_ms: string | number }>(
    db,
    sql`insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, extract(epoch from (reset_at - now())) * 1000 as retry_ms`,
  );
  const count = Number(row?.count ?? 1);
  const retryMs = Number(row?.retry_ms ?? windowMs);
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfter: Math.max(1, Math.ceil(retryMs / 1000)),
  };
}

/** Throws a 429 AppError with Retry-After when any of the rules is exceeded (all are counted). */
export async function enforceRateLimits(rules: RateLimitRule[], db: Database = getDb()): Promise<void> {
  let worst: RateLimitResult | undefined;
  for (const rule of rules) {
    const result = await hitRateLimit(rule, db);
    if (!result.allowed && (!worst || result.retryAfter > worst.retryAfter)) worst = result;
  }
  if (worst) {
    throw new AppError(429, `Too many attempts. Please try again in ${formatWait(worst.retryAfter)}.`, {
      headers: { "Retry-After": String(worst.retryAfter) },
    });
  }
}

/** Clears the counters of one rule (a successful login resets the per-account failures). */
export async function resetRateLimit(rule: Pick<RateLimitRule, "name" | "subject">, db: Database = getDb()) {
  await db.execute(sql`delete from rate_limits where key = ${storedKey(rule)}`);
}

export async function sweepRateLimits(db: Database = getDb()): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at < now()`);
}

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
