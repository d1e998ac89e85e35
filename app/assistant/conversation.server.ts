/**
 * The conversation a visitor carries from one answer to the next (issue 41). It is kept in the
 * database, so the id a client holds is an opaque random value: the enquiry's name, e-mail and
 * message never travel in it, and any instance continues it. Each answer stores a snapshot under a
 * new id (the no-JavaScript page's Back button returns to an earlier one, which still works);
 * snapshots live two hours.
 *
 * A conversation belongs to whoever started it: a browser by its CSRF token (every call from the
 * site's pages carries it), a script by its developer API key. Anyone else holding the id is told
 * that the conversation is not one of ours, exactly as for an id that never existed.
 *
 * A snapshot never changes once written, so the ones this instance wrote last are also kept in
 * memory: a visitor's next message, which mostly comes back to the same instance, is answered
 * without a round trip to the database; another instance reads the row. An answer does not wait
 * for its snapshot's row either: the row is written as the answer goes out, long before a person
 * types the next message; another instance that finds no row yet looks once more a moment later.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { z } from "zod";
import { writeInBackground } from "~/db/background-writes.server";
import { getDb, type Database } from "~/db/db.server";
import { assistantConversations } from "~/db/schema";
import type { AssistantMemory } from "~/engines/assistant/types";
import { enquirySchema, type EnquiryState } from "./enquiry.server";
import type { AssistantCaller } from "./types";

const CONVERSATION_TTL_MS = 2 * 60 * 60_000;

export interface Conversation {
  memory: AssistantMemory;
  /** A "Talk to sales" enquiry in progress. */
  enquiry: EnquiryState | null;
  /** The question this snapshot answered (personal data removed) and where the answer led: what a 👍 or 👎 is about. */
  answered?: { question: string; answerUrl: string | null };
  /** The answer declined and offered to pass the question to sales: a "yes" now begins the enquiry. */
  offeredSales?: boolean;
}

export const NEW_CONVERSATION: Conversation = { memory: { intent: [], subject: [] }, enquiry: null };

const ownerOf = (caller: AssistantCaller) => createHash("sha256").update(`${caller.kind}:${caller.identity}`).digest("base64url");

const stateSchema = z.object({
  intent: z.array(z.string().max(40)).max(8),
  subject: z.array(z.string().max(40)).max(8),
  target: z.string().max(120).optional(),
  first: z.string().max(120).optional(),
  enquiry: enquirySchema.nullable(),
  answered: z.object({ question: z.string().max(600), answerUrl: z.string().max(300).nullable() }).optional(),
  offeredSales: z.boolean().optional(),
});

/** The snapshots this instance wrote last, by id, oldest first: a few hundred bytes each, under 2 KB at most. */
const written = new Map<string, { owner: string; state: unknown; expiresAt: number }>();
const WRITTEN_KEPT = 2000;

/** The id looks like one of ours: 22 base64url characters (128 random bits). */
const ID = /^[A-Za-z0-9_-]{22}$/;

/** How long another instance waits before it looks again for a row not there yet. */
const ROW_LATE_MS = 50;

/**
 * Stores what the next message continues from; returns the id the client holds. The row is written
 * after: a failure is logged, and this instance still continues the conversation from its copy.
 */
export function saveConversation(caller: AssistantCaller, { memory, enquiry, answered, offeredSales }: Conversation, db: Database = getDb()): string {
  const id = randomBytes(16).toString("base64url");
  const state = {
    intent: memory.intent.slice(0, 8),
    subject: memory.subject.slice(0, 8),
    target: memory.target,
    first: memory.first,
    enquiry,
    answered,
    offeredSales,
  };
  const owner = ownerOf(caller);
  const expiresAt = Date.now() + CONVERSATION_TTL_MS;
  written.set(id, { owner, state, expiresAt });
  if (written.size > WRITTEN_KEPT) written.delete(written.keys().next().value as string);
  writeInBackground(() => db.insert(assistantConversations).values({ id, owner, state, expiresAt: new Date(expiresAt) }), "assistant.conversation_not_saved");
  return id;
}

/** The conversation `id` names, when it is `caller`'s and has not expired; null otherwise. */
export async function readConversation(caller: AssistantCaller, id: string, db: Database = getDb()): Promise<Conversation | null> {
  if (!ID.test(id)) return null;
  const owner = ownerOf(caller);
  const kept = written.get(id);
  let row: { state: unknown } | undefined;
  if (kept) row = kept.owner === owner && kept.expiresAt > Date.now() ? kept : undefined;
  else {
    const select = () =>
      db
        .select({ state: assistantConversations.state })
        .from(assistantConversations)
        .where(and(eq(assistantConversations.id, id), eq(assistantConversations.owner, owner), gt(assistantConversations.expiresAt, new Date())));
    [row] = await select();
    // Another instance's answer may have gone out just before its row was written.
    if (!row) [row] = await new Promise((resolve) => setTimeout(resolve, ROW_LATE_MS)).then(select);
  }
  const state = row ? stateSchema.safeParse(row.state) : null;
  if (!state?.success) return null;
  const { intent, subject, target, first, enquiry, answered, offeredSales } = state.data;
  return { memory: { intent, subject, target, first }, enquiry, answered, offeredSales };
}

/** Snapshots past their two hours. */
export async function purgeConversations(now: Date = new Date(), db: Database = getDb()): Promise<number> {
  for (const [id, kept] of written) if (kept.expiresAt < now.getTime()) written.delete(id);
  const deleted = await db.delete(assistantConversations).where(lt(assistantConversations.expiresAt, now)).returning({ id: assistantConversations.id });
  return deleted.length;
}
