/**
 * The questions Kathana Assist keeps for its editors (issue 27): contact details removed before
 * anything is stored, the declined ones reported most frequent first, nothing kept past 90 days.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { assistantQuestions } from "~/db/schema";
import { ask } from "~/assistant/ask.server";
import { declinedQuestions, logQuestion, purgeAssistantQuestions, QUESTION_RETENTION_DAYS, questionsKept } from "~/assistant/question-log.server";
import { recordFeedback, unhelpfulAnswers } from "~/assistant/feedback.server";
import { LOCAL_CALLER } from "~/assistant/types";
import { configureTestEnv, dbTargets } from "../helpers/auth-harness";

configureTestEnv();

/** The log emptied, after the questions of earlier tests are written (they are written together, later). */
async function emptyLog(): Promise<void> {
  await questionsKept();
  await getDb().delete(assistantQuestions);
}

describe.each(dbTargets())("assistant questions on $name", (target) => {
  beforeAll(() => target.setUp());
  afterAll(() => target.tearDown());

  it("keeps each asked question without contact details, and reports the declined ones most frequent first", async () => {
    await emptyLog();
    await ask({ message: "What is the capital of France?" });
    await ask({ message: "what is the   CAPITAL of france?" });
    await ask({ message: "Do you sell gift cards? Mail me at a.b@c.example" });
    await ask({ message: "What can you do for banks?" });
    await questionsKept(); // an answer does not wait for its question to be kept
    const stored = await getDb().select().from(assistantQuestions);
    expect(stored).toHaveLength(4);
    expect(stored.map((row) => row.question)).toContain("Do you sell gift cards? Mail me at [e-mail]");
    expect(stored.some((row) => row.question.includes("@"))).toBe(false);
    const report = await declinedQuestions(getDb(), new Date(Date.now() - 60_000));
    expect(report.map((row) => [row.question, row.times])).toEqual([
      ["what is the capital of france?", 2],
      ["do you sell gift cards? mail me at [e-mail]", 1],
    ]);
  });

  it("keeps no personal data of any kind the fourth outside probe wrote (issue 41), nor direction overrides", async () => {
    await emptyLog();
    await ask({ message: "gift cards? ravi dot kumar at gmail dot com, upi ravi@okaxis, aadhaar 2345 6789 0123, PAN ABCPE1234F" });
    await ask({ message: "\u202eDOB 12/05/1990, call ९८१००/१२३४५, card 4111 1111 1111 1111 cvv 123" });
    await questionsKept();
    const stored = (await getDb().select().from(assistantQuestions)).map((row) => row.question).sort();
    expect(stored).toEqual(["DOB [date], call [phone], card [card] [card CVV]", "gift cards? [e-mail], upi [UPI id], aadhaar [Aadhaar], PAN [PAN]"]);
  });

  it("keeps a 👍 or 👎 per answer with the question without personal data, and reports the unhelpful ones (issue 43)", async () => {
    const asked = await ask({ message: "What can you do for banks? ravi@navya.example" });
    await recordFeedback({ conversationId: asked.conversationId, helpful: true }, LOCAL_CALLER);
    // A second click on the same answer changes the verdict.
    await recordFeedback({ conversationId: asked.conversationId, helpful: false }, LOCAL_CALLER);
    const report = await unhelpfulAnswers(getDb(), new Date(Date.now() - 60_000));
    expect(report).toContainEqual({ question: "what can you do for banks? [e-mail]", answerUrl: "/bfsi", times: 1 });
    // Another visitor cannot judge this visitor's answer, nor anyone an answer that never was.
    const stranger = { ...LOCAL_CALLER, kind: "browser" as const, identity: "someone-else" };
    await expect(recordFeedback({ conversationId: asked.conversationId, helpful: false }, stranger)).rejects.toThrow(/not one of ours/);
    await expect(recordFeedback({ conversationId: "x".repeat(22), helpful: false }, LOCAL_CALLER)).rejects.toThrow(/not one of ours/);
    await expect(recordFeedback({ conversationId: asked.conversationId, helpful: "maybe" }, LOCAL_CALLER)).rejects.toThrow(/helpful/);
  });

  it("deletes questions older than 90 days, and only those", async () => {
    await emptyLog();
    logQuestion("an old question", true);
    logQuestion("a recent question", true);
    await questionsKept();
    await getDb().execute(
      sql`update assistant_questions set created_at = now() - interval '${sql.raw(String(QUESTION_RETENTION_DAYS + 1))} days' where question = 'an old question'`,
    );
    expect(await purgeAssistantQuestions()).toBe(1);
    expect((await getDb().select().from(assistantQuestions)).map((row) => row.question)).toEqual(["a recent question"]);
  });
});
