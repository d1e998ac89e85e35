/**
 * The account calls through the real production server (after `remix build`): rate limits are keyed
 * on the peer address, a client-sent X-Forwarded-For is ignored unless TRUST_PROXY is set; SIGTERM
 * stops the mail sender and the server cleanly.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

interface Running {
  origin: string;
  process: ChildProcess;
  dataDir: string;
  output: () => string;
}

const running: Running[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<Running> {
  expect(existsSync("build/index.js"), "run `npm run build` first").toBe(true);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "accounts-server-"));
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, PUBLIC_ORIGIN: origin, LOG_REQUESTS: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (c) => (output += c));
  child.stderr!.on("data", (c) => (output += c));
  const server = { origin, process: child, dataDir, output: () => output };
  running.push(server);
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return server;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start:\n${output}`);
}

afterAll(() => {
  for (const s of running) {
    if (s.process.exitCode === null) s.process.kill("SIGKILL");
    rmSync(s.dataDir, { recursive: true, force: true });
  }
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
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", (code) => resolve(code)));
    server.process.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(server.output()).not.toMatch(/mail sender pass failed/);
  }, 60_000);
});
