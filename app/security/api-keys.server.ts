/**
 * Developer API keys (DESIGN §6): `kth_` + 32 random bytes. Only the SHA-256 is stored (a key with
 * 256 bits of entropy needs no slow hash, and a digest can be looked up). The full key is returned
 * once, when it is created or rotated; afterwards only a masked form exists.
 *
 * Later demo APIs authenticate scripts with `authenticateApiKey(request)` / `requireApiKey(request)`.
 */
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb, type Database } from "~/db/db.server";
import { apiKeys } from "~/db/schema";
import { AppError } from "~/http/app-error";

const API_KEY_PREFIX = "kth_";
const KEY_PATTERN = /^kth_[A-Za-z0-9_-]{43}$/;

export interface ApiKeyInfo {
  /** The whole key: only right after creation or rotation, else null. */
  key: string | null;
  masked: string;
  createdAt: string;
  created: boolean;
}

function digest(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

function maskKey(start: string, end: string): string {
  return `${API_KEY_PREFIX}${start}${"•".repeat(8)}${end}`;
}

function newKey() {
  const key = API_KEY_PREFIX + randomBytes(32).toString("base64url");
  const body = key.slice(API_KEY_PREFIX.length);
  return { key, keyHash: digest(key), keyStart: body.slice(0, 4), keyEnd: body.slice(-4) };
}

/** The user's key: created (and shown in full) on first use, masked afterwards. */
export async function getOrCreateApiKey(userId: string, db: Database = getDb()): Promise<ApiKeyInfo> {
  const fresh = newKey();
  const inserted = await db
    .insert(apiKeys)
    .values({ userId, keyHash: fresh.keyHash, keyStart: fresh.keyStart, keyEnd: fresh.keyEnd })
    .onConflictDoNothing({ target: apiKeys.userId })
    .returning({ createdAt: apiKeys.createdAt });
  if (inserted[0]) {
    return { key: fresh.key, masked: maskKey(fresh.keyStart, fresh.keyEnd), createdAt: inserted[0].createdAt.toISOString(), created: true };
  }
  const info = await getApiKeyInfo(userId, db);
  if (!info) throw new Error("api key vanished between insert and select");
  return info;
}

/** The masked key of a user, or null when they have none yet. */
export async function getApiKeyInfo(userId: string, db: Database = getDb()): Promise<ApiKeyInfo | null> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).limit(1);
  if (!row) return null;
  return { key: null, masked: maskKey(row.keyStart, row.keyEnd), createdAt: row.createdAt.toISOString(), created: false };
}

/** Replaces the user's key: the old one stops working at once. Returns the new key in full. */
export async function rotateApiKey(userId: string, db: Database = getDb()): Promise<ApiKeyInfo> {
  const fresh = newKey();
  const now = new Date();
  const [row] = await db
    .insert(apiKeys)
    .values({ userId, keyHash: fresh.keyHash, keyStart: fresh.keyStart, keyEnd: fresh.keyEnd, createdAt: now })
    .onConflictDoUpdate({
      target: apiKeys.userId,
      set: { keyHash: fresh.keyHash, keyStart: fresh.keyStart, keyEnd: fresh.keyEnd, createdAt: now, lastUsedAt: null },
    })
    .returning({ createdAt: apiKeys.createdAt });
  return { key: fresh.key, masked: maskKey(fresh.keyStart, fresh.keyEnd), createdAt: row!.createdAt.toISOString(), created: true };
}

export interface ApiKeyPrincipal {
  userId: string;
  keyId: string;
}

/** `Authorization: Bearer kth_…` → the key's owner, or null (missing, malformed or unknown key). */
export async function authenticateApiKey(request: Request, db: Database = getDb()): Promise<ApiKeyPrincipal | null> {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match || !KEY_PATTERN.test(match[1]!)) return null;
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(eq(apiKeys.keyHash, digest(match[1]!)))
    .returning({ userId: apiKeys.userId, keyId: apiKeys.id });
  return row ?? null;
}

export const API_KEY_REQUIRED = "A valid API key is required: send Authorization: Bearer <key>";

/** Like authenticateApiKey, but throws a 401 AppError (with WWW-Authenticate) when there is no valid key. */
export async function requireApiKey(request: Request, db: Database = getDb()): Promise<ApiKeyPrincipal> {
  const principal = await authenticateApiKey(request, db);
  if (!principal) {
    throw new AppError(401, API_KEY_REQUIRED, {
      headers: { "WWW-Authenticate": 'Bearer realm="api"' },
    });
  }
  return principal;
}
