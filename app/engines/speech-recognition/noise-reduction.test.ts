import { describe, expect, it } from "vitest";
import { addNoise, speak } from "../../../tests/helpers/speech-audio";
import { decodeWav, resample, TARGET_RATE } from "./audio.server";
import { reduceNoise } from "./noise-reduction";

const at16k = (wav: Buffer) => {
  const { samples, sampleRate } = decodeWav(wav);
  return resample(samples, sampleRate, TARGET_RATE);
};

/** Mean power of the samples where the clean recording is silent, and where it speaks. */
function levels(samples: Float32Array, clean: Float32Array) {
  let quiet = 0;
  let loud = 0;
  let nQuiet = 0;
  let nLoud = 0;
  for (let i = 0; i < clean.length; i++) {
    if (Math.abs(clean[i]!) < 1e-4) {
      quiet += samples[i]! ** 2;
      nQuiet++;
    } else if (Math.abs(clean[i]!) > 0.05) {
      loud += samples[i]! ** 2;
      nLoud++;
    }
  }
  return { quiet: quiet / nQuiet, loud: loud / nLoud };
}

const db = (ratio: number) => 10 * Math.log10(ratio);

describe("noise reduction", () => {
  it("leaves clean speech and speech at 10 dB SNR untouched", async () => {
    const clean = await speak("Elephant");
    for (const wav of [clean, addNoise(clean, 15, 2), addNoise(clean, 10, 3)]) {
      const samples = at16k(wav);
      expect(reduceNoise(samples)).toBe(samples);
    }
  });

  it("takes loud steady noise down by more than it takes the speech down", async () => {
    const cleanWav = await speak("Gurgaon");
    const clean = at16k(cleanWav);
    for (const snr of [5, 0]) {
      const noisy = at16k(addNoise(cleanWav, snr, 11));
      const out = reduceNoise(noisy);
      expect(out).not.toBe(noisy);
      expect(out.length).toBe(noisy.length);
      const before = levels(noisy, clean);
      const after = levels(out, clean);
      // Where nobody speaks the noise drops by at least 10 dB; the speech keeps most of its level.
      expect(db(before.quiet / after.quiet), `${snr} dB: noise removed`).toBeGreaterThan(10);
      expect(db(before.loud / after.loud), `${snr} dB: speech lost`).toBeLessThan(6);
    }
  });

  it("gives the same output for the same input", async () => {
    const noisy = at16k(addNoise(await speak("Pune"), 3, 5));
    expect(reduceNoise(noisy)).toEqual(reduceNoise(Float32Array.from(noisy)));
  });
});
