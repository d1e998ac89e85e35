/**
 * 'Self Learning' for the image demo (docs/decisions/0031): a visitor's "Was this right?" answer
 * stores the photo's embedding (never the photo) with the right label; later photos close to a
 * stored correction are answered with the learned label.
 *
 * Bounded and moderated:
 *  - a photo can only be corrected while its embedding is pending (kept in memory for 30 minutes
 *    after recognition, at most 500 of them), so nobody can post arbitrary vectors;
 *  - at most MAX_CORRECTIONS rows; the oldest are dropped in the same transaction as the insert;
 *  - a label from the known-foods list applies at once; a free label (length cap, character
 *    whitelist) applies only once FREE_LABEL_AGREEMENT different clients gave it to close photos;
 *  - the route rate-limits corrections per client (and per API key).
 */
import { createHash, randomUUID } from "node:crypto";
import { desc, sql } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { foodCorrections } from "~/db/schema";
import { cosineSimilarity, knownFoods } from "~/engines/food-recognition/food-recognition.server";

/** Measured on the 28 sample and fixture photos: a re-encoded (60 % size, JPEG q60) or 84 % crop
 * copy of a photo scores ≥ 0.82 (median 0.93) against the original; two different photos ≤ 0.80. */
export const CORRECTION_THRESHOLD = 0.85;
const MAX_CORRECTIONS = 1000;
export const FREE_LABEL_AGREEMENT = 2;
export const LABEL_MAX_LENGTH = 40;
const PENDING_TTL_MS = 30 * 60 * 1000;
const PENDING_MAX = 500;
const CACHE_TTL_MS = 30 * 1000;

// Letters (any script), digits, spaces and a little punctuation: no markup, no URLs.
const LABEL_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '&(),.-]*$/u;

export type LabelCheck = { ok: true; label: string; known: boolean } | { ok: false; error: string };

/** Normalises a visitor's label; known foods are matched case-insensitively to their listed name. */
export function checkLabel(raw: unknown, foods: string[] = knownFoods()): LabelCheck {
  if (typeof raw !== "string") return { ok: false, error: "Tell us what the photo shows." };
  const label = raw.normalize("NFC").replace(/\s+/g, " ").trim();
  if (!label) return { ok: false, error: "Tell us what the photo shows." };
  if (label.length > LABEL_MAX_LENGTH) return { ok: false, error: `Keep the name under ${LABEL_MAX_LENGTH + 1} characters.` };
  if (!LABEL_PATTERN.test(label)) {
    return { ok: false, error: "Use letters, digits, spaces and - ' & ( ) , . only." };
  }
  const known = foods.find((f) => f.toLowerCase() === label.toLowerCase());
  return known ? { ok: true, label: known, known: true } : { ok: true, label, known: false };
}

// ---- photos awaiting a possible correction (in memory, bounded) ----
const pending = new Map<string, { embedding: Float32Array; expires: number }>();

export function rememberPhoto(embedding: Float32Array, now = Date.now()): string {
  for (const [id, entry] of pending) {
    if (entry.expires <= now || pending.size >= PENDING_MAX) pending.delete(id);
    else break; // insertion order = expiry order
  }
  const id = randomUUID();
  pending.set(id, { embedding, expires: now + PENDING_TTL_MS });
  return id;
}

function takePending(id: string, now = Date.now()): Float32Array | null {
  const entry = pending.get(id);
  if (!entry || entry.expires <= now) return null;
  return entry.embedding;
}

// ---- stored corrections (database, cached per process) ----
interface StoredCorrection {
  embedding: Float32Array;
  label: string;
  known: boolean;
  client: string;
}
let cache: { rows: StoredCorrection[]; loadedAt: number } | null = null;

const toBytes = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);
function toVector(bytes: Buffer | Uint8Array): Float32Array {
  const copy = new Uint8Array(bytes); // aligned copy
  return new Float32Array(copy.buffer, 0, Math.floor(copy.byteLength / 4));
}

async function storedCorrections(now = Date.now()): Promise<StoredCorrection[]> {
  if (cache && now - cache.loadedAt < CACHE_TTL_MS) return cache.rows;
  const rows = await getDb()
    .select({ embedding: foodCorrections.embedding, label: foodCorrections.label, known: foodCorrections.known, client: foodCorrections.client })
    .from(foodCorrections)
    .orderBy(desc(foodCorrections.createdAt))
    .limit(MAX_CORRECTIONS);
  cache = { rows: rows.map((r) => ({ ...r, embedding: toVector(r.embedding) })), loadedAt: now };
  return cache.rows;
}

function clientKey(client: string): string {
  return createHash("sha256").update(`food-correction:${client}`).digest("base64url").slice(0, 22);
}

export interface LearnedAnswer {
  label: string;
  similarity: number;
  corrections: number;
}

/** The learned label for a photo, if enough stored corrections of close photos agree on one. */
export function matchCorrections(embedding: Float32Array, rows: StoredCorrection[]): LearnedAnswer | null {
  const groups = new Map<string, { label: string; known: boolean; best: number; clients: Set<string>; count: number }>();
  for (const row of rows) {
    if (row.embedding.length !== embedding.length) continue;
    const similarity = cosineSimilarity(embedding, row.embedding);
    if (similarity < CORRECTION_THRESHOLD) continue;
    const key = row.label.toLowerCase();
    const group = groups.get(key) ?? { label: row.label, known: row.known, best: 0, clients: new Set<string>(), count: 0 };
    group.best = Math.max(group.best, similarity);
    group.clients.add(row.client);
    group.count += 1;
    groups.set(key, group);
  }
  let answer: LearnedAnswer | null = null;
  for (const group of groups.values()) {
    const usable = group.known || group.clients.size >= FREE_LABEL_AGREEMENT;
    if (usable && (!answer || group.best > answer.similarity)) {
      answer = { label: group.label, similarity: group.best, corrections: group.count };
    }
  }
  return answer;
}

export async function learnedAnswer(embedding: Float32Array): Promise<LearnedAnswer | null> {
  return matchCorrections(embedding, await storedCorrections());
}

export type CorrectionResult = { ok: true; label: string; known: boolean; applied: boolean } | { ok: false; status: number; error: string };

/** Stores a correction of a recently recognised photo; drops the oldest rows beyond the cap. */
export async function addCorrection(input: { photoId: unknown; label: unknown; client: string }): Promise<CorrectionResult> {
  const photoId = typeof input.photoId === "string" ? input.photoId : "";
  const embedding = /^[0-9a-f-]{36}$/.test(photoId) ? takePending(photoId) : null;
  if (!embedding) return { ok: false, status: 410, error: "This photo can no longer be corrected: recognise it again first." };
  const checked = checkLabel(input.label);
  if (!checked.ok) return { ok: false, status: 400, error: checked.error };
  const client = clientKey(input.client);
  const db = getDb();
  await db.transaction(async (tx) => {
    await tx.insert(foodCorrections).values({ embedding: toBytes(embedding), label: checked.label, known: checked.known, client });
    await tx.execute(sql`delete from food_corrections where id not in (select id from food_corrections order by created_at desc, id limit ${MAX_CORRECTIONS})`);
  });
  pending.delete(photoId);
  cache = null;
  const applied = (await learnedAnswer(embedding))?.label === checked.label;
  return { ok: true, label: checked.label, known: checked.known, applied };
}
