import { chmod, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findEspeakBinary } from "./espeak.server";
import { SpeechSynthesisError } from "./errors";
import { LocalSpeechSynthesizer } from "./local.server";
import { decodeAudio, looksLikeMp3 } from "../../../tests/helpers/synthesised-audio";
import type { SpeechLang, SpeechResult } from "./types";

const SAMPLES: Record<SpeechLang, string> = {
  hi_IN_2: "नमस्ते, आप कैसे हैं? हमारी कंपनी आवाज़ और पाठ की तकनीक बनाती है।",
  en_IN: "Hello, my name is Rahul and I work in Noida for a software company.",
  in_NM: "Aarav Sharma, Priya Iyer, Sunil Gupta and Lakshmi Reddy",
  en_US: "Hello, this is a short test of the speech engine for the website.",
};

let root = "";
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "tts-test-"));
});
afterAll(async () => {
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

async function checkAudio(result: SpeechResult) {
  expect(result.contentType).toBe("audio/mpeg");
  expect(looksLikeMp3(result.audio)).toBe(true);
  const decoded = await decodeAudio(result.audio, result.contentType);
  expect(decoded.sampleRate).toBe(22050);
  // The decoded length matches the reported duration (LAME adds a frame or two of padding).
  expect(Math.abs(decoded.durationMs - result.durationMs)).toBeLessThan(150);
  expect(decoded.rms).toBeGreaterThan(0.02); // speech, not silence
  return decoded;
}

const hasBinary = findEspeakBinary("/usr/bin/espeak-ng") !== null;
const variants = [
  { espeak: "binary" as const, skip: !hasBinary },
  { espeak: "wasm" as const, skip: false },
];

describe.each(variants)("local engine, espeak-ng $espeak", ({ espeak, skip }) => {
  let engine: LocalSpeechSynthesizer;
  beforeAll(async () => {
    if (skip) return;
    engine = new LocalSpeechSynthesizer({ espeak, cacheDir: path.join(root, espeak) });
    await engine.warm();
    expect(engine.synthesizer).toBe(espeak);
  });
  afterAll(async () => {
    await engine?.close();
  });

  it.skipIf(skip).each(Object.keys(SAMPLES) as SpeechLang[])("speaks %s as valid, non-silent MP3 that slows down and speeds up with the rate", async (lang) => {
    const normal = await engine.synthesize({ lang, text: SAMPLES[lang], rate: 0 });
    expect(normal.cached).toBe(false);
    await checkAudio(normal);
    const slow = await engine.synthesize({ lang, text: SAMPLES[lang], rate: -50 });
    const fast = await engine.synthesize({ lang, text: SAMPLES[lang], rate: 50 });
    await checkAudio(slow);
    await checkAudio(fast);
    expect(slow.durationMs).toBeGreaterThan(normal.durationMs);
    expect(normal.durationMs).toBeGreaterThan(fast.durationMs);
    expect(slow.durationMs).toBeGreaterThan(fast.durationMs * 1.8);
  });

  it.skipIf(skip)('adds about a second for <break time="1s"/>', async () => {
    for (const lang of ["en_US", "en_IN"] as const) {
      const plain = await engine.synthesize({ lang, text: "<speak>one two three four five six</speak>" });
      const paused = await engine.synthesize({ lang, text: `<speak>one two three <break time="1s"/> four five six</speak>` });
      expect(paused.durationMs - plain.durationMs).toBeGreaterThan(750);
      expect(paused.durationMs - plain.durationMs).toBeLessThan(1250);
    }
  });

  it.skipIf(skip)("English speech has a plausible length per word", async () => {
    const text = "The quick brown fox jumps over the lazy dog near the river bank today";
    const words = text.split(" ").length;
    for (const lang of ["en_US", "en_IN"] as const) {
      const result = await engine.synthesize({ lang, text });
      const decoded = await checkAudio(result);
      expect(result.durationMs / words).toBeGreaterThan(180);
      expect(result.durationMs / words).toBeLessThan(700);
      // Speech has pauses and syllables: loud and quiet 20 ms windows both occur.
      const window = Math.round(decoded.sampleRate * 0.02);
      let loud = 0;
      let quiet = 0;
      for (let at = 0; at + window <= decoded.samples.length; at += window) {
        let sum = 0;
        for (let i = at; i < at + window; i++) sum += (decoded.samples[i] as number) ** 2;
        const level = Math.sqrt(sum / window);
        if (level > 0.05) loud++;
        else if (level < 0.01) quiet++;
      }
      expect(loud).toBeGreaterThan(words * 3);
      expect(quiet).toBeGreaterThan(3);
    }
  });

  it.skipIf(skip)("sanitises SSML before espeak-ng sees it", async () => {
    const result = await engine.synthesize({ lang: "en_US", text: `<speak><audio src="file:///etc/passwd">safe</audio> words <unclosed</speak>` });
    await checkAudio(result);
    expect((await failure(engine.synthesize({ text: `<!DOCTYPE x [<!ENTITY a "b">]><speak>&a;</speak>` }))).code).toBe("invalid_ssml");
    expect((await failure(engine.synthesize({ text: `<speak>${"a ".repeat(50_000)}</speak>` }))).code).toBe("too_long");
  });

  it.skipIf(skip)("answers a repeated request from the cache, identical and fast", async () => {
    const text = `Cache check ${espeak} ${Date.now()}`;
    let started = performance.now();
    const first = await engine.synthesize({ lang: "en_US", text, rate: 10 });
    const uncachedMs = performance.now() - started;
    expect(first.cached).toBe(false);
    started = performance.now();
    const second = await engine.synthesize({ lang: "en_US", text, rate: 10 });
    const elapsed = performance.now() - started;
    expect(second.cached).toBe(true);
    expect(second.audio.equals(first.audio)).toBe(true);
    expect(second.durationMs).toBe(first.durationMs);
    // A file read: well under the synthesis time (and a few ms on an idle machine).
    expect(elapsed).toBeLessThan(Math.min(100, uncachedMs / 2));
    // A different rate is a different entry; a new engine on the same folder finds the file.
    expect((await engine.synthesize({ lang: "en_US", text, rate: 11 })).cached).toBe(false);
    const other = new LocalSpeechSynthesizer({ espeak, cacheDir: path.join(root, espeak) });
    const third = await other.synthesize({ lang: "en_US", text, rate: 10 });
    await other.close();
    expect(third.cached).toBe(true);
    expect(third.audio.equals(first.audio)).toBe(true);
  });
});

describe("choosing the synthesiser", () => {
  it("uses the binary when found, else the WebAssembly build", async () => {
    expect(findEspeakBinary(path.join(root, "missing-espeak"))).toBeNull();
    const fallback = new LocalSpeechSynthesizer({ binary: null, cacheDir: path.join(root, "auto") });
    expect(fallback.synthesizer).toBe("wasm");
    await fallback.close();
    expect(() => new LocalSpeechSynthesizer({ espeak: "binary", binary: null, cacheDir: path.join(root, "none") })).toThrow(SpeechSynthesisError);
  });
});

describe("local engine limits", () => {
  let bin = "";
  beforeAll(async () => {
    bin = path.join(root, "bin");
    await rm(bin, { recursive: true, force: true });
    await import("node:fs/promises").then((fs) => fs.mkdir(bin, { recursive: true }));
    await writeFile(path.join(bin, "slow-espeak"), "#!/bin/sh\ncat > /dev/null\nexec sleep 5\n");
    await writeFile(path.join(bin, "broken-espeak"), "#!/bin/sh\ncat > /dev/null\necho 'voice missing' >&2\nexit 3\n");
    await chmod(path.join(bin, "slow-espeak"), 0o755);
    await chmod(path.join(bin, "broken-espeak"), 0o755);
  });

  it("caps concurrency, answers busy past the queue and times out (killing the synthesiser)", async () => {
    const engine = new LocalSpeechSynthesizer({
      espeak: "binary",
      binary: path.join(bin, "slow-espeak"),
      cacheDir: path.join(root, "slow"),
      concurrency: 1,
      maxQueue: 1,
      timeoutMs: 400,
    });
    const started = performance.now();
    const a = engine.synthesize({ text: "first" });
    const b = engine.synthesize({ text: "second" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(engine.load).toEqual({ active: 1, waiting: 1 });
    const busy = await failure(engine.synthesize({ text: "third" }));
    expect(busy.code).toBe("busy");
    expect(busy.status).toBe(503);
    const [ea, eb] = await Promise.all([failure(a), failure(b)]);
    expect(ea.code).toBe("timeout");
    expect(eb.code).toBe("timeout");
    expect(performance.now() - started).toBeLessThan(2_000);
    // The killed process gives its slot back.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(engine.load).toEqual({ active: 0, waiting: 0 });
    await engine.close();
  });

  it("reports a failing synthesiser as unavailable, never a plain error", async () => {
    const engine = new LocalSpeechSynthesizer({ espeak: "binary", binary: path.join(bin, "broken-espeak"), cacheDir: path.join(root, "broken") });
    const error = await failure(engine.synthesize({ text: "hello" }));
    expect(error.code).toBe("unavailable");
    expect(error.status).toBe(503);
    await engine.close();
  });

  it.skipIf(!hasBinary)("keeps the disk cache within its byte budget", async () => {
    const dir = path.join(root, "small-cache");
    const engine = new LocalSpeechSynthesizer({ espeak: "binary", cacheDir: dir, cacheMaxBytes: 40_000 });
    for (let i = 0; i < 8; i++) await engine.synthesize({ lang: "en_US", text: `Budget test sentence number ${i} for the cache.` });
    await engine.close();
    const files = (await readdir(path.join(dir, "local", "en_US"))).filter((f) => f.endsWith(".tts"));
    expect(files.length).toBeGreaterThan(0);
    expect(files.length).toBeLessThan(8);
    const fs = await import("node:fs/promises");
    let total = 0;
    for (const f of files) total += (await fs.stat(path.join(dir, "local", "en_US", f))).size;
    expect(total).toBeLessThanOrEqual(40_000);
    expect(files.some((f) => f.endsWith(".tmp"))).toBe(false);
  });
});
