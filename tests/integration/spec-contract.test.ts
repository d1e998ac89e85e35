/**
 * SPEC §7 is a contract: an outside client that sends exactly what §7 describes gets what §7
 * describes. One test per §7 call against the production server on 127.0.0.1, through a bare
 * `node:http` client that sends only the §7 fields, the csrftoken cookie it was given, and the
 * X-CSRFToken header where §7 says so: no Origin, no Sec-Fetch-*, no form token, no honeypot, no
 * submission id — nothing the site's own pages add. (The transliteration row is a third-party
 * service the page calls, not a call of this site.)
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProductionServer, type ProductionServer } from "../../scripts/lib/production-server.mjs";
import { CookieJar } from "../helpers/cookie-jar";

let server: ProductionServer;
const FIXTURE_PHOTO = path.resolve("tests/fixtures/food/banana-E010.jpeg");
const haveSpeechTools = existsSync("/usr/bin/pocketsphinx_batch") && existsSync("/usr/bin/espeak-ng");

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: unknown;
}

/** A client with a cookie jar and nothing else: what curl or another program following §7 does. */
class OutsideClient {
  readonly cookies = new CookieJar();

  request(method: string, route: string, body?: { type: string; bytes: Buffer }, csrf = false): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = this.cookies.header();
    if (csrf) headers["X-CSRFToken"] = this.cookies.get("csrftoken") ?? "";
    if (body) {
      headers["content-type"] = body.type;
      headers["content-length"] = String(body.bytes.length);
    }
    return new Promise((resolve, reject) => {
      const req = http.request(`${server.origin}${route}`, { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          this.cookies.store(res.headers["set-cookie"] ?? []);
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown = null;
          try {
            json = JSON.parse(text);
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      });
      req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${route}: no answer in 30 s`)));
      req.on("error", reject);
      req.end(body?.bytes);
    });
  }

  json(route: string, value: unknown, csrf = true) {
    return this.request("POST", route, { type: "application/json", bytes: Buffer.from(JSON.stringify(value)) }, csrf);
  }

  multipart(route: string, field: string, filename: string, type: string, bytes: Buffer, csrf = true) {
    const boundary = `----contract${randomUUID()}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return this.request("POST", route, { type: `multipart/form-data; boundary=${boundary}`, bytes: body }, csrf);
  }

  /** GET /api/auth/csrf_cookie, as §7 says a client does first. */
  async csrfCookie() {
    const reply = await this.request("GET", "/api/auth/csrf_cookie");
    expect(reply.status).toBe(200);
    expect(this.cookies.get("csrftoken")).toBeTruthy();
    return reply;
  }
}

const record = (value: unknown) => value as Record<string, unknown>;

function spokenWav(text: string): Buffer {
  const out = spawnSync("/usr/bin/espeak-ng", ["-v", "en-us", "--stdout", text]);
  if (out.status !== 0) throw new Error("espeak-ng failed");
  return out.stdout;
}

/** The newest reset link in the mail folder for `email` (the default transport writes .eml files). */
function resetLinkFor(email: string): { uid: string; token: string } | null {
  const folder = path.join(server.dataDir, "mail");
  if (!existsSync(folder)) return null;
  const files = readdirSync(folder)
    .filter((f) => f.endsWith(".eml"))
    .sort();
  for (const file of files.reverse()) {
    const text = readFileSync(path.join(folder, file), "utf8").replace(/=\r?\n/g, "");
    if (!text.includes(email)) continue;
    const match = /\/reset-password\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)/.exec(text);
    if (match) return { uid: match[1]!, token: match[2]! };
  }
  return null;
}

beforeAll(async () => {
  expect(existsSync("build/index.js"), "run `npm run build` first").toBe(true);
  server = await startProductionServer({ env: { MAIL_POLL_MS: "200" }, captureOutput: true, startTimeoutMs: 90_000 });
}, 100_000);

afterAll(async () => {
  await server?.stop();
});

describe("SPEC §7 calls, as an outside client sends them", () => {
  it("GET /api/auth/csrf_cookie sets the csrftoken cookie", async () => {
    const client = new OutsideClient();
    const reply = await client.csrfCookie();
    expect(reply.headers["set-cookie"]?.some((c) => c.startsWith("csrftoken="))).toBe(true);
  });

  it("POST /api/contact/contactus with the seven JSON fields and the CSRF header: 200 with a data body", async () => {
    const client = new OutsideClient();
    await client.csrfCookie();
    const reply = await client.json("/api/contact/contactus", {
      username: "Ravi Kulkarni",
      email: "ravi@kulkarni-motors.example",
      phone: "+91 98220 55555",
      message: "Please call me about a service reminder bot.",
      companyname: "Kulkarni Motors",
      currentUrl: `${server.origin}/`,
      designation: "Owner",
    });
    expect(reply.status, reply.text).toBe(200);
    expect(record(reply.json).data).toBeTruthy();
  });

  it("POST /api/auth/signup, login, isAuth, GetAPIKey, logout: the §7 fields only", async () => {
    const client = new OutsideClient();
    await client.csrfCookie();
    const name = `contract${Date.now().toString(36)}`;
    const password = "correct horse battery staple";
    const signup = await client.json("/api/auth/signup", { username: name, email: `${name}@example.com`, password, re_password: password });
    expect(signup.status, signup.text).toBeLessThan(300);
    expect(record(signup.json).success).toBeTruthy();

    const fresh = new OutsideClient();
    await fresh.csrfCookie();
    const login = await fresh.json("/api/auth/login", { username: name, password });
    expect(login.status, login.text).toBe(200);
    expect(record(login.json).success).toBeTruthy();

    const isAuth = await fresh.request("GET", "/api/auth/isAuth");
    expect(isAuth.status).toBe(200);
    expect(record(isAuth.json).isAuthenticated).not.toBe("false");

    const key = await fresh.request("GET", "/api/developers/GetAPIKey", undefined, true);
    expect(key.status, key.text).toBe(200);
    expect(key.text).toMatch(/kth_[A-Za-z0-9_-]{43}/);

    const logout = await fresh.request("POST", "/api/auth/logout", undefined, true);
    expect(logout.status, logout.text).toBe(200);
    expect(record(logout.json).success).toBe(true);
    const after = await fresh.request("GET", "/api/auth/isAuth");
    expect(record(after.json).isAuthenticated).toBe("false");

    const refused = new OutsideClient();
    await refused.csrfCookie();
    const bad = await refused.json("/api/auth/login", { username: name, password: "not the password" });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(typeof record(bad.json).error).toBe("string");
  });

  it("POST /api/auth/reset_password with email and link, then updatePassword with uid, token, password", async () => {
    const client = new OutsideClient();
    await client.csrfCookie();
    const name = `reset${Date.now().toString(36)}`;
    const email = `${name}@example.com`;
    const first = "first password of mine";
    expect((await client.json("/api/auth/signup", { username: name, email, password: first, re_password: first })).status).toBeLessThan(300);

    const other = new OutsideClient();
    await other.csrfCookie();
    const reset = await other.json("/api/auth/reset_password", { email, link: server.origin });
    expect(reset.status, reset.text).toBe(200);
    expect(reset.text.length).toBeGreaterThan(0);

    let link: { uid: string; token: string } | null = null;
    for (let i = 0; i < 50 && !link; i++) {
      link = resetLinkFor(email);
      if (!link) await new Promise((r) => setTimeout(r, 200));
    }
    expect(link, "a reset mail within 10 s").not.toBeNull();
    const second = "second password of mine";
    const update = await other.json("/api/auth/updatePassword", { uid: link!.uid, token: link!.token, password: second });
    expect(update.status, update.text).toBe(200);
    expect(record(update.json).success).toBeTruthy();
    const login = new OutsideClient();
    await login.csrfCookie();
    expect((await login.json("/api/auth/login", { username: name, password: second })).status).toBe(200);
  });

  it("POST /api/demos/textdemo with lang, text, sRate: the answer is the audio itself", async () => {
    const client = new OutsideClient();
    await client.csrfCookie();
    const reply = await client.json("/api/demos/textdemo", { lang: "en_IN", text: "Hello from Pune", sRate: 0 });
    expect(reply.status, reply.text.slice(0, 200)).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/^audio\//);
  });

  it.each([
    ["/api/demos/photosdemo", "file", "banana.jpeg"],
    ["/api/demos/photosdemoupload", "customFile", "banana.jpg"],
  ])("POST %s with the image as `%s`: prediction[0].item", async (route, field, filename) => {
    const client = new OutsideClient();
    await client.csrfCookie();
    const reply = await client.multipart(route, field, filename, "image/jpeg", readFileSync(FIXTURE_PHOTO));
    expect(reply.status, reply.text).toBe(200);
    expect(record((record(reply.json).prediction as unknown[])[0]).item).toBe("Banana");
  });

  describe.skipIf(!haveSpeechTools && process.env.CI !== "true")("voice calls (pocketsphinx and espeak-ng)", () => {
    it("POST /api/demos/voicedemoupload with `wavfile`: Response and AudioFile; SubmitFeedback with audio, response, feedback", async () => {
      const client = new OutsideClient();
      await client.csrfCookie();
      const upload = await client.multipart("/api/demos/voicedemoupload", "wavfile", "recording.wav", "audio/wav", spokenWav("good morning"));
      expect(upload.status, upload.text).toBe(200);
      const body = record(upload.json);
      expect(typeof body.Response).toBe("string");
      expect(typeof body.AudioFile).toBe("string");

      const feedback = await client.json("/api/demos/SubmitFeedback", { audio: body.AudioFile, response: body.Response, feedback: "Yes" });
      expect(feedback.status, feedback.text).toBe(200);
      expect(feedback.json ?? feedback.text).toBeTruthy();
    });

    it("POST /api/demos/voicedemoupload2 with `wavfile` and no CSRF header: the body is the recognised text", async () => {
      const client = new OutsideClient();
      const reply = await client.multipart("/api/demos/voicedemoupload2", "wavfile", "recording.wav", "audio/wav", spokenWav("good morning"), false);
      expect(reply.status, reply.text).toBe(200);
      expect(reply.text.length).toBeGreaterThan(0);
    });
  });
});
