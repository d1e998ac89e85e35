import { describe, expect, it } from "vitest";
import compression from "compression";
import express from "express";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { acceptedEncoding, buildAssets } from "../../server/precompressed.js";
import { securityHeaders, contentSecurityPolicy } from "../../server/security-headers.js";
import { requestLog } from "../../server/request-log.js";
import { pageCache } from "../../server/page-cache.js";
import { hasPreviewCookie, hasSessionCookie } from "~/http/cookies.server";

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

  it("keeps pages in their own browsing context group unless the answer is public", async () => {
    const app = express();
    app.use(securityHeaders({ isProduction: true, publicOrigin: "http://localhost:3000" }));
    app.get("/public", (_req, res) => res.set("Cache-Control", "public, max-age=0, s-maxage=60").send("shared"));
    app.get("/private", (_req, res) => res.set("Cache-Control", "private, no-cache").send("yours"));
    app.get("/unset", (_req, res) => res.send("no policy"));
    app.get("/error", (_req, res) => res.status(500).set("Cache-Control", "no-store").send("error"));
    app.get("/build/x.js", (_req, res) => res.status(404).set("Cache-Control", "no-store").send("missing"));
    app.get("/build/y.js", (_req, res) => res.set("Cache-Control", "public, max-age=31536000, immutable").send("file"));
    await withServer(app, async (origin) => {
      const opener = async (target: string) => (await fetch(origin + target)).headers.get("cross-origin-opener-policy");
      expect(await opener("/public")).toBeNull();
      expect(await opener("/private")).toBe("same-origin");
      expect(await opener("/unset")).toBe("same-origin");
      expect(await opener("/error")).toBe("same-origin");
      expect(await opener("/build/x.js")).toBe("same-origin");
      expect(await opener("/build/y.js")).toBeNull();
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
    app.use("/build", ...buildAssets(dir));
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
        // Never revalidated: no validators or ranges on a file that never changes under its name.
        for (const answer of [br, gz]) {
          expect(answer.headers["etag"]).toBeUndefined();
          expect(answer.headers["last-modified"]).toBeUndefined();
          expect(answer.headers["accept-ranges"]).toBeUndefined();
        }

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

describe("page cache", () => {
  /** An app whose pages say how often they were rendered, with the request's nonce in the HTML. */
  function site(options: { now?: () => number } = {}) {
    let renders = 0;
    let clock = 0;
    const app = express();
    app.use(compression());
    app.use(securityHeaders({ isProduction: true, publicOrigin: "http://127.0.0.1" }));
    const cache = pageCache({ personal: hasSessionCookie, ttlMs: 1_000, now: options.now ?? (() => clock) });
    app.use(cache);
    const page = (cacheControl: string, extra?: (res: express.Response) => void) => (_req: express.Request, res: express.Response) => {
      renders++;
      extra?.(res);
      res
        .set("Cache-Control", cacheControl)
        .type("html")
        .send(`<p>render ${renders} – ünïcode</p><script nonce="${res.locals.cspNonce}">1</script><style nonce="${res.locals.cspNonce}"></style>`);
    };
    app.get("/public", page("public, max-age=0, s-maxage=60"));
    app.get("/private", page("private, no-cache"));
    app.get(
      "/cookie",
      page("public, max-age=0", (res) => res.cookie("csrftoken", "x")),
    );
    return { app, cache, renders: () => renders, tick: (ms: number) => (clock += ms) };
  }
  const nonceOf = (res: Response) => /nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")![1]!;

  it("serves a public page from memory with this answer's nonce, and only to anonymous GETs", async () => {
    const s = site();
    await withServer(s.app, async (origin) => {
      const first = await fetch(`${origin}/public`);
      expect(first.headers.get("x-page-cache")).toBe("MISS");
      const firstBody = await first.text();
      const second = await fetch(`${origin}/public`);
      const secondBody = await second.text();
      expect(second.headers.get("x-page-cache")).toBe("HIT");
      expect(s.renders()).toBe(1);
      // The same page, with the nonce of its own CSP header (never the first visitor's).
      expect(secondBody).toBe(firstBody.replaceAll(nonceOf(first), nonceOf(second)));
      expect(secondBody).toContain(`nonce="${nonceOf(second)}"`);
      expect(nonceOf(second)).not.toBe(nonceOf(first));
      expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
      // A visitor with a session is rendered afresh; a data request too.
      await (await fetch(`${origin}/public`, { headers: { cookie: "theme=x; session=abc" } })).text();
      await (await fetch(`${origin}/public?_data=routes%2Fpublic`)).text();
      expect(s.renders()).toBe(3);
    });
  });

  it("never keeps private pages or pages that set a cookie; forgets after the lifetime or a clear", async () => {
    const s = site();
    await withServer(s.app, async (origin) => {
      for (const route of ["/private", "/private", "/cookie", "/cookie"]) await (await fetch(`${origin}${route}`)).text();
      expect(s.renders()).toBe(4);
      await (await fetch(`${origin}/public`)).text();
      await (await fetch(`${origin}/public`)).text();
      expect(s.renders()).toBe(5);
      s.tick(1_001);
      await (await fetch(`${origin}/public`)).text();
      expect(s.renders()).toBe(6);
      s.cache.clear();
      expect(s.cache.size()).toBe(0);
      const after = await fetch(`${origin}/public`);
      expect(await after.text()).toContain("render 7");
      expect(after.headers.get("x-page-cache")).toBe("MISS");
    });
  });
});

describe("framing by the Studio (preview)", () => {
  it("lets only the Studio frame an editor's pages, and nobody a visitor's", async () => {
    const app = express();
    app.use(securityHeaders({ isProduction: true, publicOrigin: "http://localhost:3000", studioOrigin: "https://studio.example", hasPreviewCookie }));
    app.get("*", (_req, res) => res.send("ok"));
    await withServer(app, async (origin) => {
      const visitor = await fetch(`${origin}/blogs/1`, { headers: { cookie: "previewed=1; session=x" } });
      expect(visitor.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(visitor.headers.get("x-frame-options")).toBe("DENY");
      for (const [pathname, cookie] of [
        ["/blogs/1", "a=b; preview=123.sig"],
        ["/api/preview-mode/enable?x=1", ""],
      ] as const) {
        const editor = await fetch(`${origin}${pathname}`, { headers: cookie ? { cookie } : {} });
        expect(editor.headers.get("content-security-policy")).toContain("frame-ancestors 'self' https://studio.example;");
        expect(editor.headers.get("x-frame-options")).toBeNull();
      }
    });
  });
});
