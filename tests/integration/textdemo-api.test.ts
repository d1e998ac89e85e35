/**
 * POST /api/demos/textdemo and GET /api/transliterate through their route modules against a real
 * database (rate limits, API keys) and the real local synthesiser: CSRF refused without a token,
 * a Bearer key accepted without one, bad input always a 4xx with a JSON message, never a 5xx.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/db.server";
import { users } from "~/db/schema";
import { closeSpeechSynthesis } from "~/engines/speech-synthesis/speech-synthesis.server";
import { getOrCreateApiKey } from "~/security/api-keys.server";
import * as textDemoRoute from "~/routes/api.demos.textdemo";
import * as transliterateRoute from "~/routes/api.transliterate";
import { audioLink } from "~/demos/text/textdemo.server";
import { Client, ORIGIN, configureTestEnv, dbTargets } from "../helpers/auth-harness";

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "textdemo-tts-"));
configureTestEnv({ TTS_CACHE_DIR: cacheDir, TEXTDEMO_LIMIT_PER_MINUTE: "1000", TEXTDEMO_KEY_LIMIT_PER_MINUTE: "3" });

const TOKEN = "t".repeat(43);
const ctx = (ip = "10.9.0.1") => ({ cspNonce: "", requestId: "t", clientIp: ip });

function post(body: BodyInit | undefined, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request(`${ORIGIN}/api/demos/textdemo`, { method: "POST", headers, body });
  return textDemoRoute.action({ request, context: ctx(headers["x-test-ip"]), params: {} }) as Promise<Response>;
}
const browserHeaders = { origin: ORIGIN, cookie: `csrftoken=${TOKEN}`, "x-csrftoken": TOKEN, "content-type": "application/json" };
const browserPost = (json: unknown) => post(JSON.stringify(json), browserHeaders);

describe.each(dbTargets())("text demo API on $name", (target) => {
  beforeAll(() => target.setUp());
  afterAll(async () => {
    await target.tearDown();
    await closeSpeechSynthesis();
  });

  it("answers the audio bytes with audio/mpeg and Content-Length for a browser call with CSRF", async () => {
    const response = await browserPost({ lang: "en_IN", text: "Hello Rahul, welcome.", sRate: 12.345 });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("audio/mpeg");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeGreaterThan(1_000);
    // MPEG audio frame sync (or an ID3 tag).
    expect(bytes[0] === 0xff || bytes.subarray(0, 3).toString() === "ID3").toBe(true);
    // The same request again comes from the cache.
    const again = await browserPost({ lang: "en_IN", text: "Hello Rahul, welcome.", sRate: 12.345 });
    expect(again.headers.get("x-cache")).toBe("HIT");
  }, 30_000);

  it("refuses browser calls without the CSRF token or from another site", async () => {
    const cases: Record<string, string>[] = [
      { "content-type": "application/json" },
      { origin: ORIGIN, cookie: `csrftoken=${TOKEN}`, "content-type": "application/json" },
      { ...browserHeaders, origin: "https://evil.example" },
      { ...browserHeaders, "x-csrftoken": "u".repeat(43) },
    ];
    for (const headers of cases) {
      const response = await post(JSON.stringify({ text: "Hello" }), headers);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: string }).error).toMatch(/CSRF/);
    }
  });

  it("accepts a Bearer API key without CSRF, limited per key; refuses unknown keys", async () => {
    const client = new Client();
    await client.csrf();
    const name = `tts${Date.now()}`;
    await client.call("POST", "/api/auth/signup", {
      json: { username: name, email: `${name}@example.com`, password: "correct horse battery", re_password: "correct horse battery" },
    });
    const [user] = await getDb().select().from(users).where(eq(users.username, name));
    const { key } = await getOrCreateApiKey(user!.id);
    const call = (k: string) =>
      post(JSON.stringify({ lang: "en_US", text: "Hi there.", sRate: 0 }), { authorization: `Bearer ${k}`, "content-type": "application/json" });
    for (let i = 0; i < 3; i++) {
      const ok = await call(key!);
      expect(ok.status).toBe(200);
      expect(ok.headers.get("content-type")).toBe("audio/mpeg");
    }
    const limited = await call(key!);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((await call("kth_" + "Z".repeat(43))).status).toBe(401);
  }, 30_000);

  it("answers every kind of bad input with a 4xx and a JSON message", async () => {
    const cases: [BodyInit | undefined, Record<string, string>, number][] = [
      ["{not json", browserHeaders, 400],
      ["[1,2]", browserHeaders, 400],
      ["null", browserHeaders, 400],
      ["", browserHeaders, 400],
      [JSON.stringify({ text: "" }), browserHeaders, 400],
      [JSON.stringify({ text: "   \n " }), browserHeaders, 400],
      [JSON.stringify({ lang: "en_IN" }), browserHeaders, 400],
      [JSON.stringify({ text: 42 }), browserHeaders, 400],
      [JSON.stringify({ text: ["a"] }), browserHeaders, 400],
      [JSON.stringify({ text: "Hello", lang: 5 }), browserHeaders, 400],
      [JSON.stringify({ text: "Hello", lang: "fr_FR" }), browserHeaders, 400],
      [JSON.stringify({ text: "Hello", sRate: "fast" }), browserHeaders, 400],
      [JSON.stringify({ text: "Hello", sRate: 51 }), browserHeaders, 400],
      [JSON.stringify({ text: "Hello", sRate: -50.5 }), browserHeaders, 400],
      [JSON.stringify({ text: "\u200b\u2060\ufeff" }), browserHeaders, 400],
      [JSON.stringify({ text: "a ".repeat(1_000) }), browserHeaders, 413],
      [JSON.stringify({ text: "x".repeat(1024 * 1024) }), browserHeaders, 413],
      [JSON.stringify({ text: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><speak>&a;</speak>' }), browserHeaders, 400],
      ["text=Hello", { ...browserHeaders, "content-type": "application/x-www-form-urlencoded" }, 415],
    ];
    for (const [body, headers, status] of cases) {
      const response = await post(body, headers);
      const reply = (await response.json()) as { success: boolean; error: string };
      expect({ body: String(body).slice(0, 60), status: response.status }).toEqual({ body: String(body).slice(0, 60), status });
      expect(reply.success).toBe(false);
      expect(reply.error.length).toBeGreaterThan(3);
    }
  }, 30_000);

  it("accepts sRate as a numeric string and SSML text", async () => {
    const response = await browserPost({ lang: "en_US", text: '<speak>One <break time="300ms"/> two</speak>', sRate: "-20" });
    expect(response.status).toBe(200);
    // A null optional field is an absent one (issue 30): the default rate.
    expect((await browserPost({ lang: "en_US", text: "Hello", sRate: null })).status).toBe(200);
  }, 30_000);

  it("serves the signed audio link of the no-JavaScript form, and refuses tampered or expired ones", async () => {
    const link = audioLink({ lang: "en_US", text: "Signed link.", rate: 0 });
    const get = (url: string) => textDemoRoute.loader({ request: new Request(ORIGIN + url), context: ctx(), params: {} }) as Promise<Response>;
    const ok = await get(link);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("audio/mpeg");
    expect((await get(link.replace("t=", "t=x"))).status).toBe(404);
    expect((await get("/api/demos/textdemo")).status).toBe(404);
    const expired = audioLink({ lang: "en_US", text: "Signed link.", rate: 0 }, Date.now() - 2 * 3600_000);
    expect((await get(expired)).status).toBe(404);
  }, 30_000);

  it("GET /api/transliterate answers the lookup shape with caching headers, bad input 4xx", async () => {
    const get = (query: string) =>
      transliterateRoute.loader({ request: new Request(`${ORIGIN}/api/transliterate?${query}`), context: ctx("10.9.9.9"), params: {} }) as Promise<Response>;
    const ok = await get("text=namaste&lang=hi&num=5");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const body = (await ok.json()) as [string, [[string, string[]]]];
    expect(body[0]).toBe("SUCCESS");
    expect(body[1][0][1]).toHaveLength(5);
    expect(body[1][0][1]).toContain("नमस्ते");
    expect(body[1][0][1].at(-1)).toBe("namaste");
    for (const num of ["1", "10", "07"]) expect((await get(`text=namaste&num=${num}`)).status, num).toBe(200);
    const ten = (await (await get("text=namaste&num=10")).json()) as [string, [[string, string[]]]];
    expect(ten[1][0][1].length).toBeLessThanOrEqual(10);
    for (const [query, status] of [
      ["text=", 400],
      ["lang=hi", 400],
      ["text=namaste&lang=ta", 400],
      ["text=नमस्ते&lang=hi", 400],
      [`text=${"a".repeat(200)}`, 413],
      ["text=namaste&num=abc", 400],
      // num is 1–10 in digits: nothing else is read as a number (issue 30).
      ...["1000000000", "-1", "0x10", "1e2", "", "0", "11", "5.0", " 5", "%EF%BC%95"].map((num) => [`text=namaste&num=${num}`, 400] as const),
    ] as const) {
      const response = await get(query);
      expect({ query, status: response.status }).toEqual({ query, status });
      expect(response.headers.get("content-type")).toMatch(/json/);
    }
  });
});

afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));
