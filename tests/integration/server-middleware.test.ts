import { describe, expect, it } from "vitest";
import express from "express";
import type { AddressInfo } from "node:net";
import { securityHeaders, contentSecurityPolicy } from "../../server/security-headers.js";
import { requestLog } from "../../server/request-log.js";

async function withServer(app: express.Express, fn: (origin: string) => Promise<void>) {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await fn(`http://127.0.0.1:${port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("security headers", () => {
  it("sends an enforced CSP whose nonce changes per request and reaches the handler", async () => {
    const app = express();
    app.use(securityHeaders({ isProduction: true, publicOrigin: "http://localhost:3000" }));
    app.get("/", (_req, res) => res.send(String(res.locals.cspNonce)));
    await withServer(app, async (origin) => {
      const a = await fetch(origin);
      const b = await fetch(origin);
      const nonceA = await a.text();
      const cspA = a.headers.get("content-security-policy")!;
      expect(cspA).toContain(`script-src 'self' 'nonce-${nonceA}'`);
      expect(cspA).toContain("object-src 'none'");
      expect(cspA).toContain("frame-ancestors 'none'");
      expect(cspA).not.toContain("unsafe-inline");
      expect(b.headers.get("content-security-policy")).not.toBe(cspA);
      expect(a.headers.get("permissions-policy")).toContain("microphone=(self)");
      expect(a.headers.get("x-frame-options")).toBe("DENY");
      // HSTS only when the public origin is https.
      expect(a.headers.get("strict-transport-security")).toBeNull();
    });
  });

  it("adds HSTS and upgrade-insecure-requests for an https production origin", async () => {
    const app = express();
    app.use(securityHeaders({ isProduction: true, publicOrigin: "https://www.kathana.example" }));
    app.get("/", (_req, res) => res.send("ok"));
    await withServer(app, async (origin) => {
      const res = await fetch(origin);
      expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    });
  });

  it("allows the dev server's websocket only in development", () => {
    const dev = contentSecurityPolicy("n", { isProduction: false, https: false, devServerOrigin: "http://localhost:3001" });
    expect(dev).toContain("connect-src 'self' ws://localhost:3001");
    const prod = contentSecurityPolicy("n", { isProduction: true, https: false, devServerOrigin: "http://localhost:3001" });
    expect(prod).toContain("connect-src 'self';");
  });
});

describe("request log", () => {
  it("writes one JSON line per request with a request id echoed in the response", async () => {
    const lines: string[] = [];
    const app = express();
    app.use(requestLog({ trustProxy: false, log: true, write: (line) => lines.push(line) }));
    app.get("/thing", (_req, res) => res.status(201).send("made"));
    await withServer(app, async (origin) => {
      const res = await fetch(`${origin}/thing?secret=1`, { headers: { "x-request-id": "from-client-123" } });
      await res.text();
      const id = res.headers.get("x-request-id");
      // Without a trusted proxy the client's id is not believed.
      expect(id).not.toBe("from-client-123");
      await new Promise((r) => setTimeout(r, 20));
      expect(lines).toHaveLength(1);
      const entry = JSON.parse(lines[0]!);
      expect(entry).toMatchObject({ msg: "request", method: "GET", path: "/thing", status: 201, requestId: id });
      expect(typeof entry.ms).toBe("number");
      // Query strings (which may carry tokens) stay out of the log.
      expect(lines[0]).not.toContain("secret");
    });
  });

  it("keeps a well-formed request id from a trusted proxy", async () => {
    const app = express();
    app.use(requestLog({ trustProxy: true, log: false }));
    app.get("/", (_req, res) => res.send("ok"));
    await withServer(app, async (origin) => {
      const good = await fetch(origin, { headers: { "x-request-id": "proxy-id-12345678" } });
      expect(good.headers.get("x-request-id")).toBe("proxy-id-12345678");
      const bad = await fetch(origin, { headers: { "x-request-id": "bad id\twith spaces" } });
      expect(bad.headers.get("x-request-id")).not.toContain("bad");
    });
  });
});
