/**
 * The remote recogniser against a stand-in for the provider's hosted speech engine: a small HTTP
 * server on 127.0.0.1 that implements the contract of README.md in this folder, recognising with
 * the local pocketsphinx engine (when installed) and able to misbehave on request.
 */
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SpeechRecognitionError } from "./errors";
import { DEBIAN_POCKETSPHINX, LocalSpeechRecognizer } from "./local.server";
import { RemoteSpeechRecognizer } from "./remote.server";
import { ESPEAK, makeWav, speak } from "../../../tests/helpers/speech-audio";

const KEY = "test-asr-key";
const haveLocal = existsSync(DEBIAN_POCKETSPHINX.batchBinary) && existsSync(ESPEAK);

type Mode = "normal" | "slow" | "413" | "503" | "500" | "garbage" | "foreign-phrase" | "invalid_phrases";

let server: Server;
let base: string;
let mode: Mode = "normal";
let hits = 0;
let lastPhrases: unknown = null;
let lastMinConfidence: FormDataEntryValue | null = null;
const local = new LocalSpeechRecognizer({ ...DEBIAN_POCKETSPHINX, concurrency: 2, maxQueue: 8, timeoutMs: 20_000 });

function toRequest(req: IncomingMessage): Request {
  return new Request(`http://127.0.0.1${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: Readable.toWeb(req) as ReadableStream,
    duplex: "half",
  } as RequestInit);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    void (async () => {
      hits++;
      if (req.method !== "POST" || req.url !== "/recognize") return send(404, { error: { code: "not_found", message: "no such route" } });
      if (req.headers.authorization !== `Bearer ${KEY}`) return send(401, { error: { code: "unauthorized", message: "bad key" } });
      const form = await toRequest(req).formData();
      const audio = form.get("audio");
      const phrasesField = form.get("phrases");
      lastPhrases = typeof phrasesField === "string" ? JSON.parse(phrasesField) : null;
      lastMinConfidence = form.get("minConfidence");
      if (!(audio instanceof Blob)) return send(400, { error: { code: "invalid_audio", message: "audio missing" } });
      if (mode === "slow") await new Promise((r) => setTimeout(r, 2_000));
      if (mode === "413") return send(413, { error: { code: "too_large", message: "Audio over 2 MB." } });
      if (mode === "503") return send(503, { error: { code: "busy", message: "overloaded" } });
      if (mode === "500") return send(500, { error: { message: "stack trace here" } });
      if (mode === "invalid_phrases") return send(400, { error: { code: "invalid_phrases", message: "Phrase 'x' cannot be spoken." } });
      if (mode === "garbage") return send(200, { hello: "world" });
      if (mode === "foreign-phrase") return send(200, { text: "Not In Your List", confidence: 0.9, inList: true });
      const phrases = Array.isArray(lastPhrases) ? (lastPhrases as string[]) : undefined;
      try {
        if (!haveLocal) return send(200, { text: phrases?.[0] ?? "hello", confidence: 0.8, inList: Boolean(phrases?.length) });
        return send(200, await local.recognize(Buffer.from(await audio.arrayBuffer()), phrases));
      } catch (error) {
        if (error instanceof SpeechRecognitionError) return send(error.status, { error: { code: error.code, message: error.message } });
        return send(500, { error: { message: "internal" } });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await local.close();
});

beforeEach(() => {
  mode = "normal";
  hits = 0;
  lastPhrases = null;
});

const remote = (options: Partial<ConstructorParameters<typeof RemoteSpeechRecognizer>[0]> = {}) =>
  new RemoteSpeechRecognizer({ url: `${base}/`, key: KEY, timeoutMs: 10_000, ...options });

const codeOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpeechRecognitionError);
  return (error as SpeechRecognitionError).code;
};

describe("remote speech recogniser (against a stand-in for the hosted engine)", () => {
  it.skipIf(!haveLocal)("sends the WAV and the phrase list, and returns the engine's answer", async () => {
    const result = await remote().recognize(await speak("Gurgaon"), ["Noida", "Gurgaon", "Pune"]);
    expect(result).toMatchObject({ text: "Gurgaon", inList: true });
    expect(lastPhrases).toEqual(["Noida", "Gurgaon", "Pune"]);
    expect(lastMinConfidence).toBeNull();
    await remote().recognize(await speak("Gurgaon"), ["Noida", "Gurgaon", "Pune"], { minConfidence: 0.15 });
    expect(lastMinConfidence).toBe("0.15");
  });

  it.skipIf(!haveLocal)("sends no phrase list when there is none (general recognition)", async () => {
    const result = await remote().recognize(await speak("I want to book a table for two", { voice: "en-us", speed: 140 }));
    expect(result.inList).toBe(false);
    expect(result.text).toContain("table");
    expect(lastPhrases).toBeNull();
  });

  it("checks the upload locally: bad audio never leaves the server", async () => {
    expect(await codeOf(remote().recognize(Buffer.from("not a wav"), ["Dog"]))).toBe("invalid_audio");
    expect(await codeOf(remote().recognize(Buffer.alloc(10 * 1024 * 1024), ["Dog"]))).toBe("too_large");
    expect(await codeOf(remote().recognize(makeWav({ rate: 8_000, channels: 1, bits: 8, seconds: 31 })))).toBe("too_long");
    expect(hits).toBe(0);
  });

  it("maps the engine's errors to typed errors", async () => {
    const wav = makeWav({ rate: 16_000, channels: 1, bits: 16, seconds: 0.5 });
    const cases: Array<[Mode, string]> = [
      ["413", "too_large"],
      ["503", "busy"],
      ["500", "unavailable"],
      ["garbage", "unavailable"],
      ["foreign-phrase", "unavailable"],
      ["invalid_phrases", "invalid_phrases"],
    ];
    for (const [m, code] of cases) {
      mode = m;
      expect(await codeOf(remote().recognize(wav, ["Dog", "Cow"])), m).toBe(code);
    }
    mode = "normal";
    expect(await codeOf(remote({ key: "wrong" }).recognize(wav, ["Dog"]))).toBe("unavailable");
  });

  it("times out a slow engine", async () => {
    mode = "slow";
    const started = Date.now();
    expect(await codeOf(remote({ timeoutMs: 300 }).recognize(makeWav({ rate: 16_000, channels: 1, bits: 16, seconds: 0.5 }), ["Dog"]))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("answers unavailable when the engine cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const r = new RemoteSpeechRecognizer({ url: `http://127.0.0.1:${port}`, timeoutMs: 2_000 });
    expect(await codeOf(r.recognize(makeWav({ rate: 16_000, channels: 1, bits: 16, seconds: 0.5 }), ["Dog"]))).toBe("unavailable");
  });
});
