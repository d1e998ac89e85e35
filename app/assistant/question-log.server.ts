/**
 * What Kathana Assist was asked, for the editors (issue 27): each question with personal data
 * removed (text/personal-data.ts), whether it was declined, and when; kept 90 days. The report lists the
 * declined ones, most frequent first, so editors see which content is missing.
 */
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/db.server";
import { assistantQuestions } from "~/db/schema";
import { backgroundWritesDone, writeInBackground } from "~/db/background-writes.server";
import { withoutPersonalData } from "~/text/personal-data";

export const QUESTION_RETENTION_DAYS = 90;

/**
 * Questions not yet written. An answer does not wait for its question to be kept: the questions are
 * written together, one statement for up to `BATCH` of them, at most `DELAY_MS` after the first
 * (a question costs no round trip to the database of its own), and before the database closes.
 */
const waiting: (typeof assistantQuestions.$inferInsert)[] = [];
const BATCH = 50;
const DELAY_MS = 1000;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Keeps one asked question, written with the others asked about the same time; a failure is logged, never the visitor's problem. */
export function logQuestion(question: string, declined: boolean): void {
  waiting.push({ question: withoutPersonalData(question).slice(0, 600), declined, createdAt: new Date() });
  if (waiting.length >= BATCH) writeWaiting();
  else timer ??= setTimeout(writeWaiting, DELAY_MS).unref();
}

function writeWaiting(): void {
  clearTimeout(timer);
  timer = undefined;
  const rows = waiting.splice(0);
  if (rows.length) writeInBackground(() => getDb().insert(assistantQuestions).values(rows), "assistant.questions_not_logged", { questions: rows.length });
}

/** Resolves when every question asked so far is kept (before the database closes, and for tests). */
export async function questionsKept(): Promise<void> {
  writeWaiting();
  await backgroundWritesDone();
}

/** Questions older than the retention period. */
export async function purgeAssistantQuestions(now: Date = new Date(), db: Database = getDb()): Promise<number> {
  const cutoff = new Date(now.getTime() - QUESTION_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db.delete(assistantQuestions).where(lt(assistantQuestions.createdAt, cutoff)).returning({ id: assistantQuestions.id });
  return deleted.length;
}

/**
 * Declined questions since `since`, the same question (any case or spacing) counted once, most
 * frequent first. @public: `npm run assistant:report` (scripts/ops/assistant-report.mjs).
 */
export async function declinedQuestions(db: Database, since: Date, limit = 50): Promise<{ question: string; times: number; last: Date }[]> {
  const normalised = sql<string>`lower(regexp_replace(trim(${assistantQuestions.question}), '\\s+', ' ', 'g'))`;
  const rows = await db
    .select({ question: normalised, times: sql<number>`count(*)::int`, last: sql<Date>`max(${assistantQuestions.createdAt})` })
    .from(assistantQuestions)
    .where(and(eq(assistantQuestions.declined, true), gte(assistantQuestions.createdAt, since)))
    .groupBy(normalised)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${assistantQuestions.createdAt})`))
    .limit(limit);
  return rows.map((row) => ({ question: row.question, times: Number(row.times), last: new Date(row.last) }));
}
