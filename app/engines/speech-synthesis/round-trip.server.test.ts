/**
 * Round trip: English synthesised by this engine and recognised by the local speech recogniser
 * (app/engines/speech-recognition, pocketsphinx) with a phrase list returns the words. Runs when
 * pocketsphinx (Debian) and espeak-ng are installed; otherwise it is skipped (the plausible-length
 * and non-silence checks in local.server.test.ts still run).
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEBIAN_POCKETSPHINX, LocalSpeechRecognizer } from "~/engines/speech-recognition/local.server";
import { findEspeakBinary } from "./espeak.server";
import { LocalSpeechSynthesizer } from "./local.server";

const paths = DEBIAN_POCKETSPHINX;
const available = existsSync(paths.batchBinary) && existsSync(paths.hmmDir) && existsSync(paths.dictPath) && findEspeakBinary("/usr/bin/espeak-ng") !== null;

const PHRASES = ["book a table for two", "what is the weather today", "call my mother", "play some music", "turn off the lights"];

describe.skipIf(!available)("round trip: synthesised English is recognised", () => {
  let root = "";
  let tts: LocalSpeechSynthesizer;
  let asr: LocalSpeechRecognizer;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "tts-roundtrip-"));
    tts = new LocalSpeechSynthesizer({ espeak: "binary", format: "wav", cacheDir: root });
    await tts.warm();
    asr = new LocalSpeechRecognizer({ ...paths });
    await asr.warmUp();
  });
  afterAll(async () => {
    await tts?.close();
    await asr?.close();
    await rm(root, { recursive: true, force: true });
  });

  // en_US must come back whole; Indian English (the Hindi voice) is further from the recogniser's
  // US acoustic model, so one phrase may be rejected as out of list — but never misheard.
  it.each([
    ["en_US", 5],
    ["en_IN", 4],
  ] as const)("%s: at least %i of five phrases come back from the phrase list, none wrong", async (lang, atLeast) => {
    let right = 0;
    for (const phrase of PHRASES) {
      const audio = await tts.synthesize({ lang, text: phrase });
      expect(audio.contentType).toBe("audio/wav");
      const heard = (await asr.recognize(audio.audio, PHRASES)).text.toLowerCase();
      if (heard === phrase) right++;
      else expect(heard).toBe(""); // rejected, not confused with another phrase
    }
    expect(right).toBeGreaterThanOrEqual(atLeast);
  });
});
