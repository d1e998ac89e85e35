/**
 * Spoken questions to Kathana Assist (issue 27) through POST /api/assistant/voice with the real
 * recogniser (pocketsphinx) and recordings synthesised by espeak-ng: a question from the list the
 * content makes is heard and answered; a recording without one is not guessed at.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as voiceRoute from "~/routes/api.assistant.voice";
import { NOT_UNDERSTOOD, SPOKEN_QUESTION_TOO_LONG } from "~/assistant/spoken.server";
import { closeSpeechRecognizer, initSpeechRecognizer } from "~/engines/speech-recognition/speech-recognition.server";
import { noSpeechWav, speak } from "../helpers/speech-audio";
import { ORIGIN, configureTestEnv, dbTargets } from "../helpers/auth-harness";

configureTestEnv();

const TOKEN = "s".repeat(43);

async function post(
  wav: Buffer,
  conversationId?: string,
  headers: Record<string, string> = { origin: ORIGIN, cookie: `csrftoken=${TOKEN}`, "x-csrftoken": TOKEN },
) {
  const form = new FormData();
  form.append("wavfile", new Blob([new Uint8Array(wav)], { type: "audio/wav" }), "question.wav");
  if (conversationId) form.append("conversationId", conversationId);
  form.append("csrftoken", TOKEN);
  const request = new Request(`${ORIGIN}/api/assistant/voice`, { method: "POST", headers, body: form });
  const response = await voiceRoute.action({ request, context: { cspNonce: "", requestId: "t", clientIp: "10.8.0.1" } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(dbTargets())("spoken questions on $name", (target) => {
  beforeAll(async () => {
    await target.setUp();
    await initSpeechRecognizer();
  }, 60_000);
  afterAll(async () => {
    await target.tearDown();
    await closeSpeechRecognizer();
  });

  it("hears a question the content makes and answers it like a typed one, follow-up included", async () => {
    const first = await post(await speak("what can you do for banks"));
    expect(first.status).toBe(200);
    expect(first.body.question).toBe("what can you do for banks");
    expect((first.body.sources as { url: string }[])[0]!.url).toBe("/bfsi");
    const next = await post(await speak("what can you do for hospitals"), first.body.conversationId as string);
    expect((next.body.sources as { url: string }[])[0]!.url).toBe("/healthcare");
  }, 60_000);

  it("says it did not catch a question instead of guessing, and refuses what is not a recording", async () => {
    const noise = await post(noSpeechWav("brown noise"));
    expect(noise.status).toBe(200);
    expect(noise.body).toMatchObject({ question: "", answer: NOT_UNDERSTOOD, declined: true, sources: [] });
    const garbage = await post(Buffer.from("not a wav file at all"));
    expect(garbage.status).toBe(400);
    expect(garbage.body.success).toBe(false);
  }, 60_000);

  it("refuses a recording longer than a question at once, and checks access before reading the body (issue 41)", async () => {
    const long = await speak(
      "Banks, NBFCs and insurers call customers about upcoming EMIs, pending KYC documents, e-mandate and NACH registrations, policy renewals and surveys, in the language each customer prefers, with every call logged against the customer",
    );
    expect((long.length - 44) / 2 / long.readUInt32LE(24)).toBeGreaterThan(15);
    const refused = await post(long);
    expect(refused.status).toBe(413);
    expect(refused.body.error).toBe(SPOKEN_QUESTION_TOO_LONG);
    // The CSRF token only in the form (no header): refused before the recording is read.
    const noHeader = await post(await speak("what can you do for banks"), undefined, { origin: ORIGIN, cookie: `csrftoken=${TOKEN}` });
    expect(noHeader.status).toBe(403);
  }, 60_000);

  it("does not echo a conversation id that is not the caller's when it heard nothing (issue 41)", async () => {
    const reply = await post(noSpeechWav("brown noise"), "AAAAAAAAAAAAAAAAAAAAAA");
    expect(reply.body).toMatchObject({ answer: NOT_UNDERSTOOD, conversationId: "" });
    const forged = await post(noSpeechWav("brown noise"), "<script>alert(1)</script>");
    expect(forged.body.conversationId).toBe("");
  }, 60_000);
});
