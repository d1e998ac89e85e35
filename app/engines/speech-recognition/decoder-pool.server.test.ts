import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeWav, encodeWav16, normaliseSamples, DEFAULT_NORMALISE } from "./audio.server";
import { DecoderPool } from "./decoder-pool.server";
import { SpeechRecognitionError } from "./errors";
import { buildPhoneLoop } from "./grammar";
import { DEBIAN_POCKETSPHINX } from "./local.server";
import { ESPEAK, noSpeechWav, speak } from "../../../tests/helpers/speech-audio";

const available = existsSync(DEBIAN_POCKETSPHINX.batchBinary) && existsSync(DEBIAN_POCKETSPHINX.hmmDir) && existsSync(ESPEAK);

/** A recording as the recogniser hands it to pocketsphinx: 16 kHz mono 16-bit. */
async function utterance(text: string): Promise<Buffer> {
  const decoded = decodeWav(await speak(text));
  return encodeWav16(normaliseSamples(decoded.samples, decoded.sampleRate, DEFAULT_NORMALISE));
}

const noSignal = () => new AbortController().signal;

describe.skipIf(!available)("warm pocketsphinx decoders", () => {
  const loop = buildPhoneLoop();
  let pool: DecoderPool;

  beforeAll(async () => {
    pool = new DecoderPool(DEBIAN_POCKETSPHINX, { maxIdle: 2 });
    await pool.writeUtterance("gurgaon", await utterance("Gurgaon"));
    await pool.writeUtterance("dog", await utterance("The dog runs"));
  });
  afterAll(async () => {
    await pool.close();
  });

  it("reuses one process for consecutive decodes of a grammar, with the answers of a fresh process", async () => {
    const fresh = new DecoderPool(DEBIAN_POCKETSPHINX);
    try {
      await fresh.writeUtterance("dog", await utterance("The dog runs"));
      const alone = await fresh.decode("dog", loop, noSignal());
      const before = pool.processesStarted;
      const first = await pool.decode("gurgaon", loop, noSignal());
      const second = await pool.decode("dog", loop, noSignal());
      const again = await pool.decode("gurgaon", loop, noSignal());
      expect(pool.processesStarted - before).toBe(1);
      expect(second).toEqual(alone);
      expect(again).toEqual(first);
      expect(first.words.length).toBeGreaterThan(3);
    } finally {
      await fresh.close();
    }
  });

  it("kills a decoder whose decode is stopped and answers the next call with a new one", async () => {
    const reference = await pool.decode("dog", loop, noSignal());
    const stop = new AbortController();
    const stopped = pool.decode("dog", loop, stop.signal);
    stop.abort();
    const error = await stopped.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechRecognitionError);
    expect((error as SpeechRecognitionError).code).toBe("timeout");
    const before = pool.processesStarted;
    expect(await pool.decode("dog", loop, noSignal())).toEqual(reference);
    expect(pool.processesStarted - before).toBe(1);
  });

  it("reports a recording it cannot open as unavailable and keeps answering", async () => {
    const error = await pool.decode("missing", loop, noSignal()).catch((e: unknown) => e);
    expect((error as SpeechRecognitionError).code).toBe("unavailable");
    expect((await pool.decode("gurgaon", loop, noSignal())).words.length).toBeGreaterThan(3);
  });

  it("answers an empty decode when no path through the grammar survives", async () => {
    const narrow = { jsgf: "#JSGF V1.0;\ngrammar one;\npublic <p> = pune ;\n", dict: "pune P UW N EY\n" };
    const tight = new DecoderPool(DEBIAN_POCKETSPHINX, { extraArgs: ["-beam", "1e-20", "-pbeam", "1e-20"] });
    try {
      const noise = decodeWav(noSpeechWav("white noise", 1.5));
      await tight.writeUtterance("noise", encodeWav16(normaliseSamples(noise.samples, noise.sampleRate, DEFAULT_NORMALISE)));
      const result = await tight.decode("noise", narrow, noSignal());
      expect(result.words).toEqual([]);
      expect(result.acoustic).toBeLessThanOrEqual(0);
    } finally {
      await tight.close();
    }
  });

  it("answers unavailable at once, not after the time limit, when pocketsphinx cannot be started", async () => {
    const broken = new DecoderPool({ ...DEBIAN_POCKETSPHINX, batchBinary: "/nonexistent/pocketsphinx_batch" });
    try {
      await broken.prestart(loop, 1);
      const error = await broken.decode("dog", loop, noSignal()).catch((e: unknown) => e);
      expect((error as SpeechRecognitionError).code).toBe("unavailable");
      expect((error as SpeechRecognitionError).message).toMatch(/cannot be started/);
    } finally {
      await broken.close();
    }
  });

  it("makes its folder again when a temp cleaner removed it", async () => {
    const orphan = new DecoderPool(DEBIAN_POCKETSPHINX);
    try {
      await rm(orphan.folder, { recursive: true, force: true });
      await orphan.writeUtterance("dog", await utterance("The dog runs"));
      expect((await orphan.decode("dog", loop, noSignal())).words.length).toBeGreaterThan(3);
    } finally {
      await orphan.close();
    }
  });

  it("stops its processes and removes its folder on close", async () => {
    const own = new DecoderPool(DEBIAN_POCKETSPHINX);
    await own.prestart(loop, 2);
    expect((await readdir(own.folder)).some((f) => f.endsWith(".ctl"))).toBe(true);
    await own.close();
    expect(existsSync(own.folder)).toBe(false);
    const error = await own.decode("dog", loop, noSignal()).catch((e: unknown) => e);
    expect((error as SpeechRecognitionError).code).toBe("unavailable");
  });
});
