/**
 * A conversation with Kathana Assist continues on any instance (issue 41): the answer goes out
 * before its snapshot's row is written, and an instance that did not write the snapshot reads the
 * row, even one it asks for a moment before the row is there.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ask } from "~/assistant/ask.server";
import { LOCAL_CALLER } from "~/assistant/types";
import { backgroundWritesDone } from "~/db/background-writes.server";
import { getDb } from "~/db/db.server";
import { assistantConversations } from "~/db/schema";
import { configureTestEnv, dbTargets } from "../helpers/auth-harness";

configureTestEnv();

/** The conversation module as another instance has it: no snapshot of its own in memory. */
async function anotherInstance() {
  vi.resetModules();
  return import("~/assistant/conversation.server");
}

describe.each(dbTargets())("assistant conversations on $name", (target) => {
  beforeAll(() => target.setUp());
  afterAll(() => target.tearDown());

  it("continues a conversation from the row, on an instance that did not answer its first question", async () => {
    const first = await ask({ message: "What can you do for banks?" });
    await backgroundWritesDone();
    const [row] = await getDb().select().from(assistantConversations).where(eq(assistantConversations.id, first.conversationId!));
    expect(row?.state).toMatchObject({ answered: { answerUrl: "/bfsi" } });
    const other = await anotherInstance();
    const conversation = await other.readConversation(LOCAL_CALLER, first.conversationId!, getDb());
    expect(conversation?.answered).toEqual({ question: "What can you do for banks?", answerUrl: "/bfsi" });
    // Someone else holding the id gets nothing there either.
    expect(await other.readConversation({ ...LOCAL_CALLER, kind: "browser", identity: "another" }, first.conversationId!, getDb())).toBeNull();
  });

  it("finds a row written just after another instance began to look for it", async () => {
    // The owner LOCAL_CALLER's rows carry, as the answering instance writes it.
    const first = await ask({ message: "What can you do for banks?" });
    await backgroundWritesDone();
    const [written] = await getDb()
      .select({ owner: assistantConversations.owner })
      .from(assistantConversations)
      .where(eq(assistantConversations.id, first.conversationId!));
    const reader = await anotherInstance();
    const id = randomBytes(16).toString("base64url");
    const read = reader.readConversation(LOCAL_CALLER, id, getDb());
    // The answering instance's row arrives 10 ms after the reader first looked.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await getDb()
      .insert(assistantConversations)
      .values({ id, owner: written!.owner, state: { intent: ["contact"], subject: [], enquiry: null }, expiresAt: new Date(Date.now() + 60_000) });
    expect((await read)?.memory.intent).toEqual(["contact"]);
  });
});
