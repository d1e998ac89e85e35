import { describe, expect, it } from "vitest";
import compression from "compression";
import express from "express";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { acceptedEncoding, precompressed, precompressedHeaders } from "../../server/precompressed.js";
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
    app.use(requestLog({ trustProxy: false, log: (level, msg, fields) => lines.push(JSON.stringify({ level, msg, ...fields })) }));
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
    app.use(requestLog({ trustProxy: true }));
    app.get("/", (_req, res) => res.send("ok"));
    await withServer(app, async (origin) => {
      const good = await fetch(origin, { headers: { "x-request-id": "proxy-id-12345678" } });
      expect(good.headers.get("x-request-id")).toBe("proxy-id-12345678");
      const bad = await fetch(origin, { headers: { "x-request-id": "bad id\twith spaces" } });
      expect(bad.headers.get("x-request-id")).not.toContain("bad");
    });
  });
});

describe("precompressed build files", () => {
  it("picks the best accepted coding", () => {
    expect(acceptedEncoding("gzip, deflate, br")).toBe("br");
    expect(acceptedEncoding("gzip")).toBe("gzip");
    expect(acceptedEncoding("br;q=0, gzip")).toBe("gzip");
    expect(acceptedEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(acceptedEncoding("*")).toBe("br");
    expect(acceptedEncoding("*, br;q=0")).toBe("gzip");
    expect(acceptedEncoding("identity")).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });

  it("sends the brotli or gzip twin with the file's type, never compresses twice, and passes other files through", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
    const script = "export const answer = 42;\n".repeat(200);
    mkdirSync(path.join(dir, "_shared"));
    writeFileSync(path.join(dir, "_shared/app.js"), script);
    writeFileSync(path.join(dir, "_shared/app.js.br"), brotliCompressSync(script));
    writeFileSync(path.join(dir, "_shared/app.js.gz"), gzipSync(script));
    writeFileSync(path.join(dir, "plain.js"), script); // no twins: compressed per request
    const app = express();
    app.use(compression());
    app.use(securityHeaders({ isProduction: true, publicOrigin: "https://www.example.com" }));
    app.use("/build", precompressed(dir), express.static(dir, { immutable: true, maxAge: "1y", setHeaders: precompressedHeaders }));
    const get = (url: string, acceptEncoding: string, method = "GET") =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .request(url, { method, headers: { "accept-encoding": acceptEncoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject)
          .end();
      });
    try {
      await withServer(app, async (origin) => {
        const br = await get(`${origin}/build/_shared/app.js?v=1`, "gzip, deflate, br");
        expect(br.status).toBe(200);
        expect(br.headers["content-encoding"]).toBe("br");
        expect(br.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
        expect(br.headers["vary"]).toMatch(/Accept-Encoding/i);
        expect(br.headers["cache-control"]).toContain("immutable");
        expect(brotliDecompressSync(br.body).toString()).toBe(script);
        // A script is not a document: nosniff and HSTS, none of the document headers (issue 16).
        expect(br.headers["x-content-type-options"]).toBe("nosniff");
        expect(br.headers["strict-transport-security"]).toContain("max-age=");
        expect(br.headers["content-security-policy"]).toBeUndefined();
        expect(br.headers["permissions-policy"]).toBeUndefined();

        const gz = await get(`${origin}/build/_shared/app.js`, "gzip");
        expect(gz.headers["content-encoding"]).toBe("gzip");
        expect(gunzipSync(gz.body).toString()).toBe(script);
        expect(gz.headers["etag"]).not.toBe(br.headers["etag"]);

        const identity = await get(`${origin}/build/_shared/app.js`, "identity");
        expect(identity.headers["content-encoding"]).toBeUndefined();
        expect(identity.body.toString()).toBe(script);

        const head = await get(`${origin}/build/_shared/app.js`, "br", "HEAD");
        expect(head.headers["content-encoding"]).toBe("br");
        expect(head.body).toHaveLength(0);

        const plain = await get(`${origin}/build/plain.js`, "gzip");
        expect(plain.headers["content-encoding"]).toBe("gzip");
        expect(gunzipSync(plain.body).toString()).toBe(script);

        expect((await get(`${origin}/build/missing.js`, "br")).status).toBe(404);
        expect((await get(`${origin}/build/..%2f..%2fetc%2fpasswd.js`, "br")).status).toBe(404);
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
