import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ActionFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb, initDatabase } from "~/db/db.server";
import { analyticsEvents } from "~/db/schema";
import { ANALYTICS_LIMIT, analyticsApi, isSameOriginRequest, parseAnalyticsBody } from "./analytics.server";

const ORIGIN = "http://127.0.0.1:3000";
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "analytics-test-"));
  process.env.PGLITE_DIR = dir;
  delete process.env.DATABASE_URL;
  process.env.PUBLIC_ORIGIN = ORIGIN;
  await initDatabase();
}, 60_000);

afterAll(async () => {
  await closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

const play = { event: "audio_play", category: "Play", label: "/content/files/p/d/a.ogg", page: "/" };

function beacon(body: string, headers: Record<string, string> = { "sec-fetch-site": "same-origin" }, ip = "10.0.0.1") {
  const request = new Request(`${ORIGIN}/api/analytics`, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", ...headers },
    body,
  });
  return analyticsApi.action({ request, context: { clientIp: ip } as unknown as ActionFunctionArgs["context"], params: {} });
}

describe("analytics events", () => {
  it("parses only the two SPEC events with their categories", () => {
    expect(parseAnalyticsBody(JSON.stringify(play))).toMatchObject(play);
    expect(parseAnalyticsBody(JSON.stringify({ ...play, event: "audio_pause", category: "Pause" }))).not.toBeNull();
    expect(parseAnalyticsBody(JSON.stringify({ ...play, category: "Pause" }))).toBeNull();
    expect(parseAnalyticsBody(JSON.stringify({ ...play, label: "" }))).toBeNull();
    expect(parseAnalyticsBody("[]")).toBeNull();
    expect(parseAnalyticsBody("nope")).toBeNull();
  });

  it("accepts same-origin by Sec-Fetch-Site or Origin only", () => {
    const req = (headers: Record<string, string>) => new Request(`${ORIGIN}/api/analytics`, { method: "POST", headers });
    expect(isSameOriginRequest(req({ "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isSameOriginRequest(req({ "sec-fetch-site": "same-site", origin: ORIGIN }))).toBe(false);
    expect(isSameOriginRequest(req({ "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isSameOriginRequest(req({ origin: ORIGIN }))).toBe(true);
    expect(isSameOriginRequest(req({ origin: "https://evil.example" }))).toBe(false);
    expect(isSameOriginRequest(req({ origin: "null" }))).toBe(false);
    expect(isSameOriginRequest(req({}))).toBe(false);
  });

  it("stores a valid event and nothing for refused ones", async () => {
    const label = `/content/files/p/d/${Date.now()}.ogg`;
    expect((await beacon(JSON.stringify({ ...play, label }))).status).toBe(204);
    expect((await beacon(JSON.stringify({ ...play, label }), { origin: "https://evil.example" })).status).toBe(403);
    expect((await beacon("{")).status).toBe(400);
    expect((await beacon(JSON.stringify({ ...play, label: "x".repeat(4000) }))).status).toBe(413);
    const rows = (await getDb().select().from(analyticsEvents)).filter((r) => r.label === label);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: "audio_play", category: "Play", label, page: "/" });
  });

  it("limits the rate per client with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ANALYTICS_LIMIT.limit + 1; i++) statuses.push((await beacon(JSON.stringify(play), undefined, "10.9.9.9")).status);
    expect(statuses.slice(0, ANALYTICS_LIMIT.limit).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another client is unaffected.
    expect((await beacon(JSON.stringify(play), undefined, "10.9.9.10")).status).toBe(204);
  }, 60_000);
});
