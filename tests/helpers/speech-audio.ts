/**
 * Audio made at test time (nothing committed): espeak-ng speaks a phrase to a WAV, and background
 * noise can be mixed in. Shared by the vitest suites and scripts/bench/voice.mjs.
 */
import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { decodeWav, encodeWav16, prng } from "~/engines/speech-recognition/audio.server";

export const ESPEAK = process.env.ESPEAK_NG_PATH ?? "/usr/bin/espeak-ng";

/**
 * SPEC.md "Fixed content": the six built-in categories. Read from the seed dataset when it has
 * them (studio/seed/data.ndjson, type voiceCategory), else the same names as studio/scripts/seed.
 */
export const FALLBACK_CATEGORIES: Record<string, string[]> = {
  Animals: ["Dog", "Cow", "Sheep", "Horse", "Elephant", "Giraffe"],
  CarInfotainment: ["Raftaar", "Vayu Motors", "Sarathi"],
  CarInfotainmentEnglish: ["Zephyra", "Kestrel Auto", "Cobalt Drive"],
  Cities: ["Noida", "Gurgaon", "Pune"],
  Profession: ["Developer", "Designer", "CEO", "CTO"],
  Songs: ["Neon Rickshaw", "Saffron Skyline", "Neeli Raat Express", "Paper Kites over Pune"],
};

export function builtInCategories(seedFile = path.resolve("studio/seed/data.ndjson")): Record<string, string[]> {
  if (existsSync(seedFile)) {
    const found: Array<{ name: string; phrases: string[]; order: number }> = [];
    for (const line of readFileSync(seedFile, "utf8").split("\n")) {
      if (!line.includes('"voiceCategory"')) continue;
      try {
        const doc = JSON.parse(line) as { _type?: string; _id?: string; categoryName?: string; phrases?: unknown; order?: number; language?: string };
        // The English categories: a translation names the same phrases in Hindi.
        if (
          doc._type !== "voiceCategory" ||
          doc._id?.startsWith("drafts.") ||
          (doc.language !== undefined && doc.language !== "en") ||
          !doc.categoryName ||
          !Array.isArray(doc.phrases)
        )
          continue;
        found.push({ name: doc.categoryName, phrases: doc.phrases.filter((p): p is string => typeof p === "string"), order: doc.order ?? 0 });
      } catch {
        // not a document line
      }
    }
    if (found.length >= 6) return Object.fromEntries(found.sort((a, b) => a.order - b.order).map((c) => [c.name, c.phrases]));
  }
  return FALLBACK_CATEGORIES;
}

export interface Voice {
  voice: string;
  speed: number;
}

/** Four synthetic speakers: two accents, two speeds, two voice variants. */
export const VOICES: Voice[] = [
  { voice: "en-us", speed: 150 },
  { voice: "en-gb", speed: 130 },
  { voice: "en-us+m3", speed: 170 },
  { voice: "en-gb-x-rp+f3", speed: 145 },
];

/** espeak-ng's WAV (22.05 kHz mono 16-bit) of `text`. */
export function speak(text: string, voice: Voice = VOICES[0]!): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      ESPEAK,
      ["--stdout", "-v", voice.voice, "-s", String(voice.speed), text],
      { encoding: "buffer", maxBuffer: 32 << 20, timeout: 20_000 },
      (error, stdout) => {
        if (error) reject(error);
        else resolve(fixStreamHeader(stdout));
      },
    );
  });
}

/** espeak-ng --stdout leaves the RIFF and data sizes at 0x7fffffff (it cannot seek): set them. */
function fixStreamHeader(wav: Buffer): Buffer {
  const out = Buffer.from(wav);
  if (out.length >= 44 && out.toString("latin1", 36, 40) === "data") {
    out.writeUInt32LE(out.length - 8, 4);
    out.writeUInt32LE(out.length - 44, 40);
  }
  return out;
}

/**
 * Mixes background noise into a WAV at the given signal-to-noise ratio (dB, against the speech's
 * RMS): a blend of white noise, brown (rumble) noise and a 100 Hz hum. Returns 16-bit WAV.
 */
export function addNoise(wav: Buffer, snrDb: number, seed = 7): Buffer {
  const { samples, sampleRate } = decodeWav(wav, { maxBytes: Infinity, maxSeconds: Infinity });
  let energy = 0;
  let active = 0;
  for (const v of samples) {
    if (Math.abs(v) > 0.01) {
      energy += v * v;
      active++;
    }
  }
  const rms = Math.sqrt(energy / Math.max(1, active));
  const noiseRms = rms / 10 ** (snrDb / 20);
  const random = prng(seed);
  const noise = new Float32Array(samples.length);
  let brown = 0;
  let sum = 0;
  for (let i = 0; i < noise.length; i++) {
    const white = 2 * random() - 1;
    brown = 0.98 * brown + 0.1 * white;
    noise[i] = 0.6 * white + 0.8 * brown + 0.3 * Math.sin((2 * Math.PI * 100 * i) / sampleRate);
    sum += noise[i]! * noise[i]!;
  }
  const scale = noiseRms / Math.sqrt(sum / noise.length || 1);
  const mixed = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) mixed[i] = Math.max(-1, Math.min(1, samples[i]! + noise[i]! * scale));
  return encodeWav16(mixed, sampleRate);
}

/** A WAV of arbitrary layout, for the conversion tests. */
export function makeWav(options: {
  rate: number;
  channels: number;
  bits: 8 | 16 | 24 | 32;
  float?: boolean;
  seconds: number;
  extensible?: boolean;
  frequency?: number;
}): Buffer {
  const { rate, channels, bits, seconds } = options;
  const frames = Math.round(rate * seconds);
  const width = bits / 8;
  const header = options.extensible ? 68 : 44;
  const out = Buffer.alloc(header + frames * channels * width);
  const fmtSize = options.extensible ? 40 : 16;
  out.write("RIFF", 0, "latin1");
  out.writeUInt32LE(out.length - 8, 4);
  out.write("WAVEfmt ", 8, "latin1");
  out.writeUInt32LE(fmtSize, 16);
  const tag = options.float ? 3 : 1;
  out.writeUInt16LE(options.extensible ? 0xfffe : tag, 20);
  out.writeUInt16LE(channels, 22);
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * channels * width, 28);
  out.writeUInt16LE(channels * width, 32);
  out.writeUInt16LE(bits, 34);
  let at = 36;
  if (options.extensible) {
    out.writeUInt16LE(22, 36);
    out.writeUInt16LE(bits, 38);
    out.writeUInt32LE(0, 40);
    out.writeUInt16LE(tag, 44); // sub-format GUID starts with the format tag
    at = 60;
  }
  out.write("data", at, "latin1");
  out.writeUInt32LE(frames * channels * width, at + 4);
  let offset = at + 8;
  const f = options.frequency ?? 440;
  for (let i = 0; i < frames; i++) {
    const v = 0.5 * Math.sin((2 * Math.PI * f * i) / rate);
    for (let c = 0; c < channels; c++) {
      if (options.float) out.writeFloatLE(v, offset);
      else if (bits === 8) out.writeUInt8(Math.round(v * 127 + 128), offset);
      else if (bits === 16) out.writeInt16LE(Math.round(v * 32767), offset);
      else if (bits === 24) out.writeIntLE(Math.round(v * 8388607), offset, 3);
      else out.writeInt32LE(Math.round(v * 2147483647), offset);
      offset += width;
    }
  }
  return out;
}

/** Re-encodes a WAV's speech in another layout (e.g. 48 kHz stereo 8-bit), by simple resampling. */
export function reencode(wav: Buffer, options: { rate: number; channels: number; bits: 8 | 16 | 24 | 32; float?: boolean }): Buffer {
  const { samples, sampleRate } = decodeWav(wav, { maxBytes: Infinity, maxSeconds: Infinity });
  const frames = Math.round((samples.length * options.rate) / sampleRate);
  const width = options.bits / 8;
  const template = makeWav({ ...options, seconds: frames / options.rate });
  let offset = 44;
  for (let i = 0; i < frames; i++) {
    const pos = (i * sampleRate) / options.rate;
    const k = Math.floor(pos);
    const frac = pos - k;
    const v = (samples[k] ?? 0) * (1 - frac) + (samples[k + 1] ?? 0) * frac;
    for (let c = 0; c < options.channels; c++) {
      if (options.float) template.writeFloatLE(v, offset);
      else if (options.bits === 8) template.writeUInt8(Math.max(0, Math.min(255, Math.round(v * 127 + 128))), offset);
      else if (options.bits === 16) template.writeInt16LE(Math.round(v * 32767), offset);
      else if (options.bits === 24) template.writeIntLE(Math.round(v * 8388607), offset, 3);
      else template.writeInt32LE(Math.round(v * 2147483647), offset);
      offset += width;
    }
  }
  return template;
}

export type NoSpeechKind = "silence" | "white noise" | "brown noise" | "hum" | "hum switched on" | "clicks" | "breath" | "beep in silence";

/**
 * A recording with no voice in it, made here (seeded): the kinds a visitor's microphone picks up
 * when nobody speaks. 16 kHz mono 16-bit WAV.
 */
export function noSpeechWav(kind: NoSpeechKind, seconds = 2, seed = 5): Buffer {
  const rate = 16_000;
  const n = Math.round(seconds * rate);
  const random = prng(seed);
  const out = new Float32Array(n);
  let brown = 0;
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    const white = 2 * random() - 1;
    brown = Math.max(-1, Math.min(1, brown * 0.995 + 0.05 * white));
    switch (kind) {
      case "silence":
        out[i] = 0;
        break;
      case "white noise":
        out[i] = 0.3 * white;
        break;
      case "brown noise":
        out[i] = 0.6 * brown;
        break;
      case "hum":
        out[i] = 0.2 * Math.sin(2 * Math.PI * 50 * t) + 0.1 * Math.sin(2 * Math.PI * 150 * t) + 0.01 * white;
        break;
      case "hum switched on":
        out[i] = (t > seconds / 2 ? 0.3 * Math.sin(2 * Math.PI * 100 * t) + 0.1 * Math.sin(2 * Math.PI * 200 * t) : 0) + 0.002 * white;
        break;
      case "beep in silence":
        out[i] = (t > 0.8 && t < 1.2 ? 0.4 * Math.sin(2 * Math.PI * 880 * t) : 0) + 0.002 * white;
        break;
      case "breath": {
        // Noise shaped by a slow in-and-out envelope (two breaths a second), no voicing.
        const envelope = Math.max(0, Math.sin(2 * Math.PI * 0.5 * t)) ** 2;
        out[i] = 0.3 * envelope * white + 0.003 * white;
        break;
      }
      case "clicks":
        out[i] = 0.003 * white;
        break;
    }
  }
  if (kind === "clicks") {
    for (let c = 0; c < seconds * 6; c++) {
      const at = Math.floor(random() * (n - 400));
      const amp = 0.3 + 0.5 * random();
      for (let k = 0; k < 240; k++) out[at + k]! += amp * Math.exp(-k / 30) * (2 * random() - 1);
    }
  }
  return encodeWav16(out, rate);
}
