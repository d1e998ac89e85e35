import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The production server as a process: starts on the embedded defaults (after `remix build`,
 * which `npm test` runs before this suite), answers, and exits cleanly on SIGTERM.
 */
const port = 3170 + (process.pid % 20);
const origin = `http://127.0.0.1:${port}`;
let dataDir = "";
let server: ChildProcess;
let output = "";
let exit: Promise<number | null>;

beforeAll(async () => {
  expect(existsSync("build/index.js"), "run `npm run build` first").toBe(true);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "site-server-"));
  server = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
  exit = new Promise((resolve) => server.once("exit", (code) => resolve(code)));
  // Start-up loads the database, content and three engines; on a loaded 2-core machine that can
  // take tens of seconds, so wait up to 60 s (bounded) before calling it a failure.
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start:\n${output}`);
}, 70_000);

afterAll(() => {
  if (server.exitCode === null) server.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("server process", () => {
  it("created and migrated its PGlite database before listening", async () => {
    expect(existsSync(path.join(dataDir, "db"))).toBe(true);
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(200);
  });

  it("logs each request as one JSON line with its request id", async () => {
    const res = await fetch(`${origin}/about`);
    expect(res.status).toBe(200);
    const id = res.headers.get("x-request-id");
    await new Promise((r) => setTimeout(r, 100));
    const line = output.split("\n").find((l) => l.includes(`"requestId":"${id}"`));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ msg: "request", method: "GET", path: "/about", status: 200 });
  });

  it("sends the public page cache policy and no stack trace on a 404", async () => {
    const page = await fetch(`${origin}/contact`);
    expect(page.headers.get("cache-control")).toContain("stale-while-revalidate");
    const missing = await fetch(`${origin}/definitely/not/here`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
    const html = await missing.text();
    expect(html).toContain("Page not found");
    expect(html).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
  });

  it("exits with code 0 on SIGTERM after closing the database", async () => {
    server.kill("SIGTERM");
    expect(await exit).toBe(0);
    expect(output).toContain('"msg":"shutting down"');
    // The PGlite lock was released, so the folder can be opened again.
    expect(existsSync(`${path.join(dataDir, "db")}.lock`)).toBe(false);
  });
});
