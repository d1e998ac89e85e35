/**
 * The account calls through the real production server (after `remix build`): rate limits are keyed
 * on the peer address, a client-sent X-Forwarded-For is ignored unless TRUST_PROXY is set; SIGTERM
 * stops the mail sender and the server cleanly.
 */
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startProductionServer, type ProductionServer } from "../../scripts/lib/production-server.mjs";

const running: ProductionServer[] = [];

async function startServer(env: Record<string, string>): Promise<ProductionServer> {
  expect(existsSync("build/index.js"), "run `npm run build` first").toBe(true);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "accounts-server-"));
  const server = await startProductionServer({ port, dataDir, env, startTimeoutMs: 30_000, captureOutput: true });
  running.push(server);
  return server;
}

afterAll(() => {
  for (const s of running) s.kill("SIGKILL");
});

async function csrf(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/csrf_cookie`);
  return /csrftoken=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1]!;
}

async function loginStatuses(origin: string, count: number, forwardedFor: (i: number) => string): Promise<number[]> {
  const token = await csrf(origin);
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin,
        cookie: `csrftoken=${token}`,
        "x-csrftoken": token,
        "x-forwarded-for": forwardedFor(i),
      },
      body: JSON.stringify({ username: `nobody${i}`, password: "wrong password" }),
    });
    statuses.push(res.status);
    if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  }
  return statuses;
}

describe("accounts through the production server", () => {
  it("keys rate limits on the peer address: a spoofed X-Forwarded-For does not reset them", async () => {
    const { origin } = await startServer({});
    const statuses = await loginStatuses(origin, 31, (i) => `198.51.100.${i}`);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses[30]).toBe(429);
  }, 60_000);

  it("with TRUST_PROXY, the proxy's X-Forwarded-For is the client", async () => {
    const { origin } = await startServer({ TRUST_PROXY: "1" });
    const statuses = await loginStatuses(origin, 31, (i) => `198.51.100.${i}`);
    expect(statuses.every((s) => s === 401)).toBe(true);
  }, 60_000);

  it("stops cleanly on SIGTERM with the mail sender running", async () => {
    const server = await startServer({ MAIL_POLL_MS: "50" });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/mail sender pass failed/);
  }, 60_000);
});
