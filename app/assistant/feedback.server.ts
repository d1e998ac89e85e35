/**
 * 👍 or 👎 on one of Kathana Assist's answers (issue 43): stored with the question as the question
 * log keeps it (personal data removed) and the page the answer led to, one verdict per answer (a
 * second click changes it); kept 90 days. `npm run assistant:report` lists the unhelpful ones
 * beside the declined questions, so editors see what to write.
 */
import { desc, eq, gte, lt, and, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Database } from "~/db/db.server";
import { assistantFeedback } from "~/db/schema";
import { AppError } from "~/http/app-error";
import type { Fields } from "~/http/request.server";
import { textField } from "~/security/text-field.server";
import { UNKNOWN_CONVERSATION } from "./contract/api.server";
import { readConversation } from "./conversation.server";
import { QUESTION_RETENTION_DAYS } from "./question-log.server";
import type { AssistantCaller } from "./types";

const FeedbackRequest = z.object({
  conversationId: textField("conversationId", { missing: "conversationId is required: the answer's conversationId" }).max(100, UNKNOWN_CONVERSATION),
  // JSON sends a boolean; a plain form "yes" or "no".
  helpful: z.union([z.boolean(), z.enum(["yes", "no"]).transform((v) => v === "yes")], { error: "helpful must be true or false" }),
});

/** Records the verdict on the answer `conversationId` names; a 400 when it is not the caller's answer. */
export async function recordFeedback(fields: Fields, caller: AssistantCaller, db: Database = getDb()): Promise<{ helpful: boolean }> {
  const parsed = FeedbackRequest.safeParse(fields);
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? "Send conversationId and helpful");
  const { conversationId, helpful } = parsed.data;
  const conversation = await readConversation(caller, conversationId, db);
  if (!conversation?.answered) throw new AppError(400, UNKNOWN_CONVERSATION);
  const { question, answerUrl } = conversation.answered;
  await db
    .insert(assistantFeedback)
    .values({ conversationId, question, answerUrl, helpful })
    .onConflictDoUpdate({ target: assistantFeedback.conversationId, set: { helpful, createdAt: new Date() } });
  return { helpful };
}

/** Answers marked unhelpful since `since`, the same question counted once, most frequent first. @public: the report. */
export async function unhelpfulAnswers(db: Database, since: Date, limit = 50): Promise<{ question: string; answerUrl: string | null; times: number }[]> {
  const normalised = sql<string>`lower(regexp_replace(trim(${assistantFeedback.question}), '\\s+', ' ', 'g'))`;
  const rows = await db
    .select({ question: normalised, answerUrl: assistantFeedback.answerUrl, times: sql<number>`count(*)::int` })
    .from(assistantFeedback)
    .where(and(eq(assistantFeedback.helpful, false), gte(assistantFeedback.createdAt, since)))
    .groupBy(normalised, assistantFeedback.answerUrl)
    .orderBy(desc(sql`count(*)`))
    .limit(limit);
  return rows.map((row) => ({ ...row, times: Number(row.times) }));
}

/** Verdicts older than the question log's retention. */
export async function purgeAssistantFeedback(now: Date = new Date(), db: Database = getDb()): Promise<number> {
  const cutoff = new Date(now.getTime() - QUESTION_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db.delete(assistantFeedback).where(lt(assistantFeedback.createdAt, cutoff)).returning({ id: assistantFeedback.id });
  return deleted.length;
}
