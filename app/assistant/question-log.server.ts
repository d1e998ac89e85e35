/**
 * What Kathana Assist was asked, for the editors (issue 27): each question with personal data
 * removed (text/personal-data.ts), whether it was declined, and when; kept 90 days. The report lists the
 * declined ones, most frequent first, so editors see which content is missing.
 */
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/db.server";
import { assistantQuestions } from "~/db/schema";
import { errorMessage, logWarning } from "~/log.server";
import { withoutPersonalData } from "~/text/personal-data";

export const QUESTION_RETENTION_DAYS = 90;

/** Keeps one asked question; a failure is logged, never the visitor's problem. */
export async function logQuestion(question: string, declined: boolean, db?: Database): Promise<void> {
  try {
    await (db ?? getDb()).insert(assistantQuestions).values({ question: withoutPersonalData(question).slice(0, 600), declined });
  } catch (error) {
    logWarning("assistant.question_not_logged", { error: errorMessage(error) });
  }
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
