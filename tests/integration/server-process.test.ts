import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProductionServer, type ProductionServer } from "../../scripts/lib/production-server.mjs";

/**
 * The production server as a process: starts on the embedded defaults (after `remix build`,
 * which `npm test` runs before this suite), answers, and exits cleanly on SIGTERM. The shared
 * helper only starts it and waits for /healthz; the signal and the exit are this test's own.
 */
const port = 3170 + (process.pid % 20);
const origin = `http://127.0.0.1:${port}`;
let dataDir = "";
let server: ProductionServer;

beforeAll(async () => {
  expect(existsSync("build/index.js"), "run `npm run build` first").toBe(true);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "site-server-"));
  // Embedded defaults: no public origin, and the request log on (a test below reads it).
  // Start-up loads the database, content and three engines; on a loaded 2-core machine that can
  // take tens of seconds, so wait up to 60 s (bounded) before calling it a failure.
  server = await startProductionServer({
    port,
    dataDir,
    env: { PUBLIC_ORIGIN: undefined, LOG_REQUESTS: undefined },
    startTimeoutMs: 60_000,
    captureOutput: true,
  });
}, 70_000);

afterAll(() => server?.kill("SIGKILL"));

/** The embedded database's process: the server's child running server/database-host.js. */
function databaseHost(serverPid: number): { pid: number; args: string[] } | undefined {
  const children = readFileSync(`/proc/${serverPid}/task/${serverPid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  for (const pid of children.map(Number)) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    } catch {
      continue; // gone meanwhile
    }
    if (args.some((arg) => arg.endsWith("database-host.js"))) return { pid, args };
  }
  return undefined;
}

/** Whether a process has jemalloc loaded (server/start.sh preloads it when the system has it). */
const onJemalloc = (pid: number) => readFileSync(`/proc/${pid}/maps`, "utf8").includes("libjemalloc");

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

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
    await res.text();
    // The line is written when the answer has finished; on a busy machine that can take a moment.
    const findLine = () =>
      server
        .output()
        .split("\n")
        .find((l) => l.includes(`"requestId":"${id}"`));
    for (let i = 0; i < 50 && !findLine(); i++) await new Promise((r) => setTimeout(r, 100));
    const line = findLine();
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

  it("keeps PGlite in a process of its own, started with the baseline WebAssembly compiler only", () => {
    const host = databaseHost(server.child.pid!);
    expect(host?.args).toContain("--liftoff-only");
  });

  it("runs itself and its database process on jemalloc when the system has it (server/start.sh)", () => {
    const installed = [`/usr/lib/${os.machine()}-linux-gnu/libjemalloc.so.2`, "/usr/lib64/libjemalloc.so.2", "/usr/lib/libjemalloc.so.2"].some(existsSync);
    expect(onJemalloc(server.child.pid!)).toBe(installed);
    expect(onJemalloc(databaseHost(server.child.pid!)!.pid)).toBe(installed);
  });

  it("starts the database process again when it dies: 503 meanwhile, then ready by itself", async () => {
    const before = databaseHost(server.child.pid!)!;
    process.kill(before.pid, "SIGKILL");
    let sawOutage = false;
    let readyAgain = false;
    for (let i = 0; i < 300 && !readyAgain; i++) {
      const status = (await fetch(`${origin}/readyz`)).status;
      if (status === 503) sawOutage = true;
      readyAgain = sawOutage && status === 200;
      if (!readyAgain) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sawOutage).toBe(true);
    expect(readyAgain).toBe(true);
    const after = databaseHost(server.child.pid!);
    expect(after?.pid).not.toBe(before.pid);
    // The data survived: the session table answers again (a new sign-up is stored).
    const csrf = await fetch(`${origin}/api/auth/csrf_cookie`);
    const cookie = (csrf.headers.get("set-cookie") ?? "").split(";")[0]!;
    const name = `restart${process.pid}`;
    const signup = await fetch(`${origin}/api/auth/signup`, {
      method: "POST",
      headers: { cookie, "x-csrftoken": cookie.split("=")[1]!, origin, "content-type": "application/json" },
      body: JSON.stringify({ username: name, email: `${name}@example.com`, password: "correct horse battery", re_password: "correct horse battery" }),
    });
    expect(signup.status).toBe(201);
  }, 40_000);

  it("exits with code 0 on SIGTERM after closing the database", async () => {
    const host = databaseHost(server.child.pid!)!;
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(alive(host.pid)).toBe(false); // the database process has ended too
    expect(server.output()).toContain('"msg":"shutting down"');
    // The PGlite lock was released, so the folder can be opened again.
    expect(existsSync(`${path.join(dataDir, "db")}.lock`)).toBe(false);
  });
});

describe("a bad setting", () => {
  it("stops the start with one log line naming the variable and what it accepts", async () => {
    const start = startProductionServer({ env: { CONTACT_RATE_LIMIT: "ten", SHUTDOWN_GRACE_MS: "-5" }, captureOutput: true, startTimeoutMs: 30_000 });
    const error = await start.then(
      () => null,
      (failure: unknown) => String(failure),
    );
    expect(error).toMatch(/exited \(1\)/);
    const line = error!.split("\n").find((l) => l.includes('"cannot start"'));
    expect(line).toBeDefined();
    expect(line).toContain("CONTACT_RATE_LIMIT must be a whole number from 1 up");
    expect(line).toContain("SHUTDOWN_GRACE_MS must be a whole number from 0 up");
    expect(error).not.toMatch(/\n\s+at /);
  }, 40_000);
});

describe("the memory allocator", () => {
  it("is glibc's malloc with SERVER_ALLOCATOR=system, and the server serves as on jemalloc", async () => {
    const server = await startProductionServer({ env: { SERVER_ALLOCATOR: "system" }, captureOutput: true, startTimeoutMs: 60_000 });
    try {
      expect(onJemalloc(server.child.pid!)).toBe(false);
      expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
      expect((await fetch(`${server.origin}/`)).status).toBe(200);
    } finally {
      server.kill("SIGKILL");
    }
  }, 60_000);
});

describe("shutting down", () => {
  it("readiness says 503 'stopping' at once on SIGTERM, while the port stays open for the grace period", async () => {
    const server = await startProductionServer({ env: { SHUTDOWN_GRACE_MS: "3000" }, captureOutput: true, startTimeoutMs: 60_000 });
    try {
      expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
      server.kill("SIGTERM");
      let reply: Response | undefined;
      for (let i = 0; i < 20; i++) {
        reply = await fetch(`${server.origin}/readyz`);
        if (reply.status === 503) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(reply!.status).toBe(503);
      expect(await reply!.json()).toEqual({ status: "stopping" });
      expect(reply!.headers.get("connection")).toBe("close");
      expect(await server.exited).toBe(0);
    } finally {
      server.kill("SIGKILL");
    }
  }, 60_000);
});
