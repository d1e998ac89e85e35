/**
 * Server-side sessions (DESIGN §6): the cookie holds 32 random bytes; the database keeps only their
 * SHA-256, the user, and the expiry. A new session on every login; logout deletes it.
 */
import { createHash, randomBytes } from "node:crypto";
import { redirect } from "@remix-run/node";
import { and, eq, gt, sql } from "drizzle-orm";
import { getConfig } from "~/config.server";
import { getDb, type Database } from "~/db/db.server";
import { sessions, users } from "~/db/schema";
import { readCookie, removeCookie, sessionCookieName, writeCookie } from "~/http/cookies.server";
import { unlessDatabaseUnavailable } from "~/http/reply.server";
import { isDataRequest } from "~/http/request.server";
import { sameOriginPath } from "~/security/redirect.server";
import { inRequestLanguage } from "~/http/reply.server";
import { pathWithoutLanguage } from "~/i18n/languages";

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  sessionId: string;
}

const DAY_MS = 24 * 60 * 60_000;
// Updating last_seen_at on every request would turn every page view into a write.
const TOUCH_EVERY_MS = 5 * 60_000;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates a session and returns the Set-Cookie header that hands it to the browser. */
export async function createSession(userId: string, persistent: boolean, db: Database = getDb()): Promise<string> {
  const { auth } = getConfig();
  const token = randomBytes(32).toString("base64url");
  const lifetimeMs = persistent ? auth.persistentSessionDays * DAY_MS : auth.browserSessionHours * 60 * 60_000;
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    persistent,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return writeCookie(sessionCookieName(), token, { httpOnly: true, maxAge: persistent ? Math.round(lifetimeMs / 1000) : undefined });
}

/** A cookie shaped like a browser-session login that opens nothing (see signupWithTakenEmail). */
export function decoySessionCookie(): string {
  return writeCookie(sessionCookieName(), randomBytes(32).toString("base64url"), { httpOnly: true });
}

function clearSessionCookie(): string {
  return removeCookie(sessionCookieName(), { httpOnly: true });
}

function sessionToken(request: Request): string | undefined {
  const token = readCookie(request, sessionCookieName());
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/** The logged-in user of the request, or null. Never throws for a bad or stale cookie. */
export async function getSessionUser(request: Request, db: Database = getDb()): Promise<SessionUser | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
  }
  return { id: row.id, username: row.username, email: row.email, sessionId: id };
}

/** Deletes the request's session (if any); returns the Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request, db: Database = getDb()): Promise<string> {
  const token = sessionToken(request);
  if (token) await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  return clearSessionCookie();
}

export async function destroyAllSessions(userId: string, db: Database = getDb()): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function sweepExpiredSessions(db: Database = getDb()): Promise<void> {
  await db.delete(sessions).where(sql`${sessions.expiresAt} < now()`);
}

// ---------------------------------------------------------------------------------------------
// Guards for page loaders and actions. While the database is unreachable they answer 503.

const NO_STORE = { "Cache-Control": "no-store" };

/** The logged-in user; anyone else is sent to /login (pages for logged-in visitors only). */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await unlessDatabaseUnavailable(getSessionUser(request));
  if (!user) throw redirect(inRequestLanguage("/login"), { headers: NO_STORE });
  return user;
}

const ACCOUNT_PATHS = ["/login", "/signup", "/forgotpassword", "/reset-password"];

/** Where a logged-in visitor goes instead of /login or /signup: the page they came from, else home. */
function leaveTarget(request: Request): string {
  const path = sameOriginPath(request.headers.get("referer"), new URL(request.url).origin);
  return ACCOUNT_PATHS.some((p) => pathWithoutLanguage(path).startsWith(p)) ? inRequestLanguage("/") : path;
}

/**
 * For /login and /signup: a logged-in visitor's document request is sent back where it came from;
 * a client-side navigation is told (true), and the page goes back in history itself (SPEC §2).
 */
export async function requireAnonymous(request: Request): Promise<boolean> {
  const user = await unlessDatabaseUnavailable(getSessionUser(request));
  if (user && !isDataRequest(request)) throw redirect(leaveTarget(request), { headers: NO_STORE });
  return user !== null;
}
