import { describe, expect, it } from "vitest";
import { decodeWav, inspectWav, normaliseSamples, prepareAudio, resample, TARGET_RATE } from "./audio.server";
import { SpeechRecognitionError } from "./errors";
import { makeWav } from "../../../tests/helpers/speech-audio";

const codeOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(SpeechRecognitionError);
    return (error as SpeechRecognitionError).code;
  }
  throw new Error("expected a SpeechRecognitionError");
};

/** Frequency estimate from upward zero crossings. */
function frequency(samples: Float32Array, rate: number): number {
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) if (samples[i - 1]! < 0 && samples[i]! >= 0) crossings++;
  return crossings / (samples.length / rate);
}

describe("WAV parsing", () => {
  it.each([
    { rate: 8_000, channels: 1, bits: 16 as const },
    { rate: 44_100, channels: 2, bits: 16 as const },
    { rate: 48_000, channels: 2, bits: 8 as const },
    { rate: 22_050, channels: 1, bits: 24 as const },
    { rate: 16_000, channels: 1, bits: 32 as const },
    { rate: 48_000, channels: 1, bits: 32 as const, float: true },
    { rate: 96_000, channels: 2, bits: 24 as const, extensible: true },
  ])("decodes $bits-bit $channels-channel $rate Hz (float: $float, extensible: $extensible)", (layout) => {
    const wav = makeWav({ ...layout, seconds: 0.5, frequency: 440 });
    const decoded = decodeWav(wav);
    expect(decoded.sampleRate).toBe(layout.rate);
    expect(decoded.channels).toBe(layout.channels);
    expect(decoded.durationSeconds).toBeCloseTo(0.5, 2);
    expect(decoded.format).toBe(layout.float ? "float" : "pcm");
    const peak = decoded.samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
    expect(peak).toBeGreaterThan(0.45);
    expect(peak).toBeLessThan(0.55);
    expect(frequency(decoded.samples, layout.rate)).toBeGreaterThan(430);
    expect(frequency(decoded.samples, layout.rate)).toBeLessThan(450);
  });

  it("converts anything to 16 kHz mono 16-bit, keeping the pitch, with a lead-in and a noise floor", () => {
    const { wav, info } = prepareAudio(makeWav({ rate: 48_000, channels: 2, bits: 8, seconds: 1, frequency: 300 }));
    expect(info).toMatchObject({ sampleRate: 48_000, channels: 2, bitsPerSample: 8 });
    const out = decodeWav(wav);
    expect(out).toMatchObject({ sampleRate: TARGET_RATE, channels: 1, bitsPerSample: 16, format: "pcm" });
    expect(out.durationSeconds).toBeCloseTo(1.8, 1); // 1 s + 0.4 s padding each side
    const speech = out.samples.subarray(0.5 * TARGET_RATE, 1.3 * TARGET_RATE);
    expect(frequency(speech, TARGET_RATE)).toBeGreaterThan(290);
    expect(frequency(speech, TARGET_RATE)).toBeLessThan(310);
    const lead = out.samples.subarray(0, 0.3 * TARGET_RATE);
    const leadPeak = lead.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
    expect(leadPeak).toBeGreaterThan(0.002); // not digital silence
    expect(leadPeak).toBeLessThan(0.02);
  });

  it("low-passes before downsampling: a 7 kHz tone at 48 kHz becomes near silence at 16 kHz", () => {
    const tone = decodeWav(makeWav({ rate: 48_000, channels: 1, bits: 16, seconds: 0.2, frequency: 9_000 })).samples;
    const out = resample(tone, 48_000, 16_000);
    const rms = Math.sqrt(out.subarray(200, -200).reduce((s, v) => s + v * v, 0) / (out.length - 400));
    expect(rms).toBeLessThan(0.01);
  });

  it("is deterministic: the same upload gives the same samples", () => {
    const input = decodeWav(makeWav({ rate: 22_050, channels: 1, bits: 16, seconds: 0.3 }));
    expect(normaliseSamples(input.samples, 22_050)).toEqual(normaliseSamples(input.samples, 22_050));
  });

  it("accepts a streamed WAV whose data size says 0xFFFFFFFF", () => {
    const wav = makeWav({ rate: 16_000, channels: 1, bits: 16, seconds: 0.25 });
    wav.writeUInt32LE(0xffffffff, 40);
    expect(inspectWav(wav).durationSeconds).toBeCloseTo(0.25, 2);
  });

  it("refuses what is not a usable WAV, with typed errors and messages", () => {
    expect(codeOf(() => inspectWav(Buffer.alloc(0)))).toBe("empty_audio");
    expect(codeOf(() => inspectWav(Buffer.from("ID3\u0004\u0000\u0000 this is an mp3 named .wav")))).toBe("invalid_audio");
    expect(codeOf(() => inspectWav(Buffer.from("<html>not audio</html>")))).toBe("invalid_audio");
    expect(codeOf(() => inspectWav(makeWav({ rate: 16_000, channels: 1, bits: 16, seconds: 1 }).subarray(0, 30)))).toBe("invalid_audio");
    expect(codeOf(() => inspectWav(makeWav({ rate: 16_000, channels: 1, bits: 16, seconds: 0 })))).toBe("empty_audio");
    const alaw = makeWav({ rate: 8_000, channels: 1, bits: 8, seconds: 0.2 });
    alaw.writeUInt16LE(6, 20);
    expect(codeOf(() => inspectWav(alaw))).toBe("unsupported_format");
    expect(codeOf(() => inspectWav(Buffer.alloc(10 * 1024 * 1024, 1)))).toBe("too_large");
    // 31 s of 8 kHz 8-bit audio is only 248 KB: refused for its length, not its size
    expect(codeOf(() => inspectWav(makeWav({ rate: 8_000, channels: 1, bits: 8, seconds: 31 })))).toBe("too_long");
    expect(() => inspectWav(makeWav({ rate: 8_000, channels: 1, bits: 8, seconds: 31 }))).toThrow(/31\.0 s long; the limit is 30 s/);
    expect(() => inspectWav(Buffer.alloc(3 * 1024 * 1024))).toThrow(/larger than 2 MB/);
  });

  it("maps every refusal to a 4xx", () => {
    for (const code of ["empty_audio", "invalid_audio", "unsupported_format", "too_large", "too_long", "invalid_phrases"] as const) {
      const status = new SpeechRecognitionError(code, "x").status;
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    for (const code of ["busy", "timeout", "unavailable"] as const) expect(new SpeechRecognitionError(code, "x").status).toBe(503);
  });
});

describe("resampler speed", () => {
  it("converts 30 s of 48 kHz stereo in well under a second", () => {
    const wav = makeWav({ rate: 48_000, channels: 2, bits: 16, seconds: 30 });
    const started = performance.now();
    const { wav: out } = prepareAudio(wav, { maxBytes: Infinity, maxSeconds: 30 });
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(decodeWav(out, { maxBytes: Infinity, maxSeconds: 31 }).sampleRate).toBe(16_000);
  });
});
