/**
 * The remote engine against a local stand-in for the provider's hosted speech engine (an HTTP
 * server on 127.0.0.1 that follows the contract in README.md and answers with canned audio).
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpeechSynthesisError } from "./errors";
import { RemoteSpeechSynthesizer } from "./remote.server";
import { encodeWav } from "~/audio/wav";

interface Seen {
  auth: string | undefined;
  body: { lang?: string; rate?: number; ssml?: string };
}

let server: Server;
let base = "";
let root = "";
const seen: Seen[] = [];
const TONE = Buffer.from(
  encodeWav({ sampleRate: 16000, channels: 1, samples: Int16Array.from({ length: 16000 }, (_, i) => Math.round(8000 * Math.sin(i / 5))) }),
);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => resolve(body));
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "tts-remote-"));
  server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const body = JSON.parse(raw || "{}") as Seen["body"];
      seen.push({ auth: req.headers.authorization, body });
      if (req.url !== "/v1/synthesize" || req.method !== "POST") return res.writeHead(404).end();
      if (req.headers.authorization !== "Bearer secret-key") {
        return res.writeHead(401, { "content-type": "application/json" }).end('{"error":{"code":"unauthorized","message":"bad key"}}');
      }
      const ssml = body.ssml ?? "";
      if (ssml.includes("slow"))
        return void setTimeout(() => res.writeHead(200, { "content-type": "audio/wav", "x-audio-duration-ms": "1000" }).end(TONE), 2_000).unref();
      if (ssml.includes("busy")) return res.writeHead(429).end();
      if (ssml.includes("refuse"))
        return res.writeHead(400, { "content-type": "application/json" }).end('{"error":{"code":"invalid_ssml","message":"engine says no"}}');
      if (ssml.includes("garbage")) return res.writeHead(200, { "content-type": "text/html" }).end("<html>");
      res.writeHead(200, { "content-type": "audio/wav", "x-audio-duration-ms": "1000" }).end(TONE);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(root, { recursive: true, force: true });
});

async function failure(promise: Promise<unknown>): Promise<SpeechSynthesisError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpeechSynthesisError);
  return error as SpeechSynthesisError;
}

describe("remote speech engine (local stand-in for the hosted engine)", () => {
  it("sends the key, the language, the rate and sanitised SSML; returns and caches the audio", async () => {
    const engine = new RemoteSpeechSynthesizer({ url: base, key: "secret-key", cacheDir: path.join(root, "a"), timeoutMs: 1_000 });
    const request = { lang: "en_IN", text: `<speak>Hello <audio src="http://x.example/a.mp3">there</audio><break time="2s"/></speak>`, rate: 12.345 };
    const result = await engine.synthesize(request);
    expect(result).toMatchObject({ contentType: "audio/wav", durationMs: 1000, cached: false });
    expect(result.audio.equals(TONE)).toBe(true);
    const last = seen.at(-1) as Seen;
    expect(last.auth).toBe("Bearer secret-key");
    expect(last.body).toEqual({ lang: "en_IN", rate: 12.35, ssml: `<speak>Hello there<break time="2000ms"/></speak>` });
    const count = seen.length;
    const again = await engine.synthesize(request);
    expect(again.cached).toBe(true);
    expect(seen.length).toBe(count); // answered from the cache
  });

  it("checks input before calling the engine", async () => {
    const engine = new RemoteSpeechSynthesizer({ url: base, key: "secret-key", cacheDir: path.join(root, "b") });
    const count = seen.length;
    expect((await failure(engine.synthesize({ text: "" }))).code).toBe("empty");
    expect((await failure(engine.synthesize({ text: "x".repeat(1001) }))).code).toBe("too_long");
    expect((await failure(engine.synthesize({ text: "x", lang: "de_DE" }))).code).toBe("unsupported_language");
    expect(seen.length).toBe(count);
  });

  it("maps the engine's failures to typed errors", async () => {
    const engine = new RemoteSpeechSynthesizer({ url: base, key: "secret-key", cacheDir: path.join(root, "c"), timeoutMs: 300 });
    expect((await failure(engine.synthesize({ text: "slow please" }))).code).toBe("timeout");
    expect((await failure(engine.synthesize({ text: "busy now" }))).code).toBe("busy");
    const refused = await failure(engine.synthesize({ text: "refuse this" }));
    expect(refused.code).toBe("invalid_ssml");
    expect(refused.message).toBe("engine says no");
    expect((await failure(engine.synthesize({ text: "garbage" }))).code).toBe("unavailable");
    const wrongKey = new RemoteSpeechSynthesizer({ url: base, key: "wrong", cacheDir: path.join(root, "d") });
    expect((await failure(wrongKey.synthesize({ text: "hello" }))).code).toBe("unavailable");
    const closed = new RemoteSpeechSynthesizer({ url: "http://127.0.0.1:9", cacheDir: path.join(root, "e"), timeoutMs: 1_000 });
    const unreachable = await failure(closed.synthesize({ text: "hello" }));
    expect(unreachable.code).toBe("unavailable");
    expect(unreachable.status).toBe(503);
  });
});
