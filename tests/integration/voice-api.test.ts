/**
 * The voice demo APIs (SPEC §7) run in-process against a real database and the real recogniser:
 * voicedemoupload (CSRF or Bearer), SubmitFeedback, voicedemoupload2 (Origin / Sec-Fetch-Site and a
 * rate limit instead of CSRF), bad input (4xx with a message, never 5xx), a phrase added at run
 * time recognised in the very next request, and the retention purge.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executeRows, getDb } from "~/db/db.server";
import { users, voiceFeedback, voiceRecordings } from "~/db/schema";
import { startScheduledJobs, stopScheduledJobs, voiceRetentionJob } from "~/jobs/scheduled-jobs.server";
import { purgeVoiceRecordings, storeFeedback, storeRecording } from "~/demos/voice/storage.server";
import { closeSpeechRecognizer, initSpeechRecognizer } from "~/engines/speech-recognition/speech-recognition.server";
import { getConfig } from "~/config.server";
import { getOrCreateApiKey } from "~/security/api-keys.server";
import * as upload1 from "~/routes/api.demos.voicedemoupload";
import * as upload2 from "~/routes/api.demos.voicedemoupload2";
import * as feedbackRoute from "~/routes/api.demos.SubmitFeedback";
import { ORIGIN, configureTestEnv, dbTargets } from "../helpers/auth-harness";
import { noSpeechWav } from "../helpers/speech-audio";

// voicedemoupload2's per-client limit is exercised below; every other test uses a fresh address.
configureTestEnv({ VOICE_RATE_LIMIT: "6" });

const ANIMALS = ["Dog", "Cow", "Sheep", "Horse", "Elephant", "Giraffe"];
const TOKEN = "v".repeat(43);
let dir = "";
const wavs: Record<string, Buffer> = {};

function speak(name: string, text: string, soxArgs: string[] = []) {
  const raw = path.join(dir, `${name}-raw.wav`);
  const out = path.join(dir, `${name}.wav`);
  execFileSync("espeak-ng", ["-v", "en-us", "-s", "140", "-w", raw, text]);
  execFileSync("sox", [raw, ...soxArgs, out, "pad", "0.3", "0.3"]);
  wavs[name] = readFileSync(out);
}

let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const ctx = (ip: string) => ({ cspNonce: "", requestId: "t", clientIp: ip }) as unknown as AppLoadContext;

type Action = (args: { request: Request; context: AppLoadContext; params: Record<string, string> }) => Promise<Response>;

interface CallOptions {
  csrf?: boolean;
  bearer?: string;
  headers?: Record<string, string>;
  ip?: string;
}

async function call(action: Action, pathname: string, body: BodyInit, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (!headers.has("origin") && !options.bearer) headers.set("origin", ORIGIN);
  if (options.csrf !== false && !options.bearer) {
    headers.set("cookie", `csrftoken=${TOKEN}`);
    headers.set("x-csrftoken", TOKEN);
  }
  if (options.bearer) headers.set("authorization", `Bearer ${options.bearer}`);
  const request = new Request(ORIGIN + pathname, { method: "POST", headers, body });
  let response: Response;
  try {
    response = await action({ request, context: ctx(options.ip ?? freshIp()), params: {} });
  } catch (error) {
    if (error instanceof Response) response = error;
    else throw error;
  }
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed as Record<string, unknown> & string, headers: response.headers };
}

function form(wav: Buffer | string | null, phrases?: string[] | string, filename = "recording.wav"): FormData {
  const f = new FormData();
  if (wav !== null) f.append("wavfile", new Blob([typeof wav === "string" ? wav : new Uint8Array(wav)], { type: "audio/wav" }), filename);
  if (phrases !== undefined) f.append("phrases", typeof phrases === "string" ? phrases : JSON.stringify(phrases));
  return f;
}

const voice1 = (body: BodyInit, o?: CallOptions) => call(upload1.action as Action, "/api/demos/voicedemoupload", body, o);
const voice2 = (body: BodyInit, o?: CallOptions) => call(upload2.action as Action, "/api/demos/voicedemoupload2", body, o);
const feedback = (json: unknown, o?: CallOptions) =>
  call(feedbackRoute.action as Action, "/api/demos/SubmitFeedback", JSON.stringify(json), {
    ...o,
    headers: { "content-type": "application/json", ...o?.headers },
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "voice-api-"));
  speak("elephant", "Elephant");
  speak("stereo", "Elephant", ["-c", "2"]);
  speak("eightbit", "Giraffe", ["-b", "8", "-e", "unsigned-integer"]);
  speak("rate48k", "Horse", ["-r", "48000"]);
  speak("kangaroo", "Kangaroo");
  speak("sentence", "please call my mother tomorrow morning");
  await initSpeechRecognizer();
}, 60_000);

afterAll(async () => {
  await closeSpeechRecognizer();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(dbTargets())("voice demo APIs on $name", (target) => {
  beforeAll(() => target.setUp());
  afterAll(() => target.tearDown());

  it("voicedemoupload recognises against the phrase list and stores the recording", async () => {
    const reply = await voice1(form(wavs.elephant!, ANIMALS));
    expect(reply.status).toBe(200);
    expect(reply.body.Response).toBe("Elephant");
    expect(reply.body.AudioFile).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await getDb()
      .select()
      .from(voiceRecordings)
      .where(eq(voiceRecordings.id, String(reply.body.AudioFile)));
    expect(row).toMatchObject({ recognisedText: "Elephant", inList: true, phrases: ANIMALS, source: "voicedemoupload" });
    expect(Buffer.compare(row!.wav, wavs.elephant!)).toBe(0);
  });

  it("a phrase added at run time is recognised in the very next request", async () => {
    const before = await voice1(form(wavs.kangaroo!, ANIMALS));
    expect(before.status).toBe(200);
    expect(before.body.Response).not.toBe("Kangaroo");
    const after = await voice1(form(wavs.kangaroo!, [...ANIMALS, "Kangaroo"]));
    expect(after.body.Response).toBe("Kangaroo");
  });

  it("without a phrase list the general English model answers", async () => {
    const reply = await voice1(form(wavs.sentence!));
    expect(reply.status).toBe(200);
    expect(typeof reply.body.Response).toBe("string");
    expect(String(reply.body.Response)).toMatch(/mother/);
    const [row] = await getDb()
      .select()
      .from(voiceRecordings)
      .where(eq(voiceRecordings.id, String(reply.body.AudioFile)));
    expect(row!.phrases).toBeNull();
  });

  it("a recording without speech is answered heard: false with no phrase, on both upload APIs", async () => {
    for (const kind of ["brown noise", "hum", "clicks"] as const) {
      const reply = await voice1(form(noSpeechWav(kind), ANIMALS));
      expect(reply.status, kind).toBe(200);
      expect(reply.body, kind).toMatchObject({ Response: "", inList: false, heard: false });
      const reply2 = await voice2(form(noSpeechWav(kind), ANIMALS), { csrf: false });
      expect(reply2.status, kind).toBe(200);
      expect(reply2.body, kind).toBe("");
      expect(reply2.headers.get("x-speech-heard"), kind).toBe("false");
    }
    const spoken = await voice2(form(wavs.elephant!, ANIMALS), { csrf: false });
    expect(spoken.headers.get("x-speech-heard")).toBe("true");
  });

  it("converts stereo, 8-bit and 48 kHz WAVs", async () => {
    expect((await voice1(form(wavs.stereo!, ANIMALS))).body.Response).toBe("Elephant");
    expect((await voice1(form(wavs.eightbit!, ANIMALS))).body.Response).toBe("Giraffe");
    expect((await voice1(form(wavs.rate48k!, ANIMALS))).body.Response).toBe("Horse");
  });

  it("refuses bad input with a 4xx and a message, storing nothing", async () => {
    const count = async () => (await executeRows<{ n: number }>(getDb(), sql`select count(*)::int as n from voice_recordings`))[0]!.n;
    const before = await count();
    const cases: [string, BodyInit, number, RegExp][] = [
      ["text named .wav", form("this is not audio at all, just text"), 400, /WAV|RIFF/i],
      ["empty file", form(Buffer.alloc(0)), 400, /empty/i],
      ["no wavfile field", form(null, ANIMALS), 400, /wavfile/],
      ["10 MB file", form(Buffer.alloc(10 * 1024 * 1024, 1)), 413, /too large/i],
      ["phrases not JSON", form(wavs.elephant!, "[not json"), 400, /phrases/],
      [
        "too many phrases",
        form(
          wavs.elephant!,
          Array.from({ length: 201 }, (_, i) => `word ${i}`),
        ),
        400,
        /phrases/i,
      ],
      ["a phrase too long", form(wavs.elephant!, ["x".repeat(150)]), 400, /./],
      ["a JSON body", JSON.stringify({ wavfile: "x" }), 415, /multipart/],
    ];
    for (const [name, body, status, message] of cases) {
      const reply = await voice1(body, name === "a JSON body" ? { headers: { "content-type": "application/json" } } : {});
      expect(reply.status, name).toBe(status);
      expect(String(reply.body.error), name).toMatch(message);
    }
    // A truncated WAV header and an unsupported encoding (A-law) are refused too.
    const alaw = Buffer.from(wavs.elephant!);
    alaw.writeUInt16LE(6, 20);
    expect((await voice1(form(wavs.elephant!.subarray(0, 30)))).status).toBe(400);
    expect((await voice1(form(alaw))).status).toBe(415);
    expect(await count()).toBe(before);
  });

  it("requires CSRF from browsers and accepts a Bearer key from scripts", async () => {
    const noCsrf = await voice1(form(wavs.elephant!, ANIMALS), { csrf: false });
    expect(noCsrf.status).toBe(403);
    const crossSite = await voice1(form(wavs.elephant!, ANIMALS), { headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    const [user] = await getDb()
      .insert(users)
      .values({ username: `voice${Date.now()}`, email: `voice${Date.now()}@example.com`, passwordHash: "x" })
      .returning();
    const { key } = await getOrCreateApiKey(user!.id);
    const viaKey = await voice1(form(wavs.elephant!, ANIMALS), { bearer: key! });
    expect(viaKey.status).toBe(200);
    expect(viaKey.body.Response).toBe("Elephant");
    expect((await voice1(form(wavs.elephant!, ANIMALS), { bearer: "kth_" + "Z".repeat(43) })).status).toBe(401);
    const fb = await feedback({ audio: viaKey.body.AudioFile, response: "Elephant", feedback: "Yes" }, { bearer: key! });
    expect(fb.status).toBe(200);
    const two = await voice2(form(wavs.elephant!, ANIMALS), { bearer: key!, headers: { origin: "https://evil.example" } });
    expect(two.status).toBe(200);
    expect(two.body).toBe("Elephant");
  });

  it("SubmitFeedback stores Yes / Somewhat / No against the recording and refuses the rest", async () => {
    const up = await voice1(form(wavs.elephant!, ANIMALS));
    const audio = String(up.body.AudioFile);
    for (const value of ["Yes", "Somewhat", "No"]) {
      const reply = await feedback({ audio, response: "Elephant", feedback: value });
      expect(reply.status).toBe(200);
      expect(reply.body).toBeTruthy();
    }
    const rows = await getDb().select().from(voiceFeedback).where(eq(voiceFeedback.recordingId, audio));
    expect(rows.map((r) => r.feedback).sort()).toEqual(["No", "Somewhat", "Yes"]);
    expect(rows.every((r) => r.response === "Elephant")).toBe(true);

    expect((await feedback({ audio, response: "Elephant", feedback: "Maybe" })).status).toBe(400);
    expect((await feedback({ audio: "not-an-id", response: "x", feedback: "Yes" })).status).toBe(400);
    expect((await feedback({ audio: "00000000-0000-4000-8000-000000000000", response: "x", feedback: "Yes" })).status).toBe(404);
    expect((await feedback({ audio, response: "Elephant", feedback: "Yes" }, { csrf: false })).status).toBe(403);
    const notJson = await call(feedbackRoute.action as Action, "/api/demos/SubmitFeedback", "{oops", { headers: { "content-type": "application/json" } });
    expect(notJson.status).toBe(400);
  });

  it("voicedemoupload2 needs no CSRF header but refuses cross-site calls and limits each client", async () => {
    const ip = freshIp();
    const ok = await voice2(form(wavs.elephant!, ANIMALS), { csrf: false, ip });
    expect(ok.status).toBe(200);
    expect(ok.body).toBe("Elephant");
    const noList = await voice2(form(wavs.elephant!), { csrf: false, ip });
    expect(noList.status, JSON.stringify(noList.body)).toBe(200);
    expect(typeof noList.body).toBe("string");
    expect((await voice2(form(wavs.elephant!), { csrf: false, ip, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await voice2(form(wavs.elephant!), { csrf: false, ip, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    expect((await voice2(form("garbage"), { csrf: false, ip })).status).toBe(400);
    expect((await voice2(form(Buffer.alloc(10 * 1024 * 1024)), { csrf: false, ip })).status).toBe(413);
    // VOICE_RATE_LIMIT=6 per minute; the two cross-site calls were refused before counting.
    expect((await voice2(form("garbage"), { csrf: false, ip })).status).toBe(400);
    expect((await voice2(form("garbage"), { csrf: false, ip })).status).toBe(400);
    const limited = await voice2(form(wavs.elephant!), { csrf: false, ip });
    expect(limited.status).toBe(429);
    const rows = await getDb().select().from(voiceRecordings).where(eq(voiceRecordings.source, "voicedemoupload2"));
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it("the retention purge deletes recordings older than the period with their feedback", async () => {
    const db = getDb();
    const old = await storeRecording({ wav: wavs.elephant!, text: "Elephant", confidence: 0.9, inList: true, phrases: ANIMALS, source: "voicedemoupload" });
    const recent = await storeRecording({ wav: wavs.elephant!, text: "Elephant", confidence: 0.9, inList: true, phrases: null, source: "voicedemoupload" });
    expect(await storeFeedback(old, "Elephant", "Yes")).toBe(true);
    await db
      .update(voiceRecordings)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
      .where(eq(voiceRecordings.id, old));
    expect(getConfig().voiceDemo.retentionDays).toBe(30);

    // The scheduled job purges once at start; stopping waits for it.
    startScheduledJobs([voiceRetentionJob()]);
    await stopScheduledJobs();
    expect(await db.select().from(voiceRecordings).where(eq(voiceRecordings.id, old))).toEqual([]);
    expect(await db.select().from(voiceFeedback).where(eq(voiceFeedback.recordingId, old))).toEqual([]);
    expect(await db.select({ id: voiceRecordings.id }).from(voiceRecordings).where(eq(voiceRecordings.id, recent))).toHaveLength(1);
    // Feedback for a purged recording is refused, not stored orphaned.
    expect(await storeFeedback(old, "Elephant", "No")).toBe(false);
    // With 0 days everything older than now goes.
    expect(await purgeVoiceRecordings(0, new Date(Date.now() + 1000))).toBeGreaterThan(0);
  });
});
