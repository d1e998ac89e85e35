/**
 * WAV parsing and normalisation, written here (no decoder library): the upload's RIFF header is
 * read by hand, PCM 8/16/24/32-bit and IEEE float 32/64-bit (plain or WAVE_FORMAT_EXTENSIBLE), any
 * channel count (mixed down) and any rate from 4 to 192 kHz are accepted, and everything else is
 * refused with a typed error before any work is done. The output is what the acoustic model wants:
 * 16 kHz mono 16-bit, DC removed, peak-normalised, with a low noise floor ("light dither") and
 * a short lead-in/tail, which measurably helps pocketsphinx on clean or digitally silent audio.
 */
import { encodeWav, floatToPcm16, readWavLayout, WAVE_FORMAT_IEEE_FLOAT, WAVE_FORMAT_PCM, type WavProblem } from "~/audio/wav";
import { SpeechRecognitionError } from "./errors";
import { DEFAULT_NOISE_REDUCTION, reduceNoise, type NoiseReductionOptions } from "./noise-reduction";
import { DEFAULT_AUDIO_LIMITS, type AudioLimits } from "./types";

export const TARGET_RATE = 16_000;

export interface WavInfo {
  format: "pcm" | "float";
  bitsPerSample: number;
  channels: number;
  sampleRate: number;
  frames: number;
  durationSeconds: number;
}

export interface DecodedWav extends WavInfo {
  /** Mono samples in -1..1 at `sampleRate`. */
  samples: Float32Array;
}

const fail = (code: "invalid_audio" | "unsupported_format" | "empty_audio" | "too_large" | "too_long", message: string) =>
  new SpeechRecognitionError(code, message);

const LAYOUT_PROBLEMS: Record<WavProblem, string> = {
  not_wav: "The file is not a WAV recording.",
  truncated_header: "The WAV header is truncated.",
  no_format: "The WAV file has no format chunk.",
  no_data: "The WAV file has no audio data.",
};

interface Layout extends WavInfo {
  dataOffset: number;
  blockAlign: number;
}

/** Reads and checks the header only (cheap): throws a SpeechRecognitionError for anything we refuse. */
export function inspectWav(bytes: Buffer, limits: AudioLimits = DEFAULT_AUDIO_LIMITS): Layout {
  if (bytes.length === 0) throw fail("empty_audio", "The audio file is empty.");
  if (bytes.length > limits.maxBytes) {
    throw fail("too_large", `The audio file is larger than ${(limits.maxBytes / 1024 / 1024).toFixed(0)} MB.`);
  }
  const layout = readWavLayout(bytes);
  if (typeof layout === "string") throw fail("invalid_audio", LAYOUT_PROBLEMS[layout]);
  const { tag, channels, sampleRate: rate, bitsPerSample: bits } = layout;
  const data = { offset: layout.dataOffset, size: layout.dataBytes };
  let format: "pcm" | "float";
  if (tag === WAVE_FORMAT_PCM && [8, 16, 24, 32].includes(bits)) format = "pcm";
  else if (tag === WAVE_FORMAT_IEEE_FLOAT && (bits === 32 || bits === 64)) format = "float";
  else throw fail("unsupported_format", `This WAV encoding (format ${tag}, ${bits}-bit) is not supported: send PCM (8, 16, 24 or 32-bit) or float.`);
  if (channels < 1 || channels > 8) throw fail("unsupported_format", `A WAV with ${channels} channels is not supported.`);
  if (rate < 4_000 || rate > 192_000) throw fail("unsupported_format", `A sample rate of ${rate} Hz is not supported (4 to 192 kHz).`);
  const blockAlign = channels * (bits / 8);
  const frames = Math.floor(data.size / blockAlign);
  if (frames === 0) throw fail("empty_audio", "The WAV file contains no audio.");
  const durationSeconds = frames / rate;
  if (durationSeconds > limits.maxSeconds) {
    throw fail("too_long", `The recording is ${durationSeconds.toFixed(1)} s long; the limit is ${limits.maxSeconds} s.`);
  }
  return { format, bitsPerSample: bits, channels, sampleRate: rate, frames, durationSeconds, dataOffset: data.offset, blockAlign };
}

/** Decodes to mono float samples (channels averaged). */
export function decodeWav(bytes: Buffer, limits: AudioLimits = DEFAULT_AUDIO_LIMITS): DecodedWav {
  const layout = inspectWav(bytes, limits);
  const { frames, channels, bitsPerSample: bits, format, dataOffset, blockAlign } = layout;
  const width = bits / 8;
  const read = (at: number): number => {
    if (format === "float") return bits === 32 ? bytes.readFloatLE(at) : bytes.readDoubleLE(at);
    switch (bits) {
      case 8:
        return (bytes[at]! - 128) / 128;
      case 16:
        return bytes.readInt16LE(at) / 32768;
      case 24:
        return bytes.readIntLE(at, 3) / 8388608;
      default:
        return bytes.readInt32LE(at) / 2147483648;
    }
  };
  const samples = new Float32Array(frames);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    const base = dataOffset + i * blockAlign;
    for (let c = 0; c < channels; c++) sum += read(base + c * width);
    const v = sum / channels;
    samples[i] = Number.isFinite(v) ? Math.max(-1, Math.min(1, v)) : 0;
  }
  const { dataOffset: _d, blockAlign: _b, ...info } = layout;
  return { ...info, samples };
}

/**
 * Band-limited resampling with a Hann-windowed sinc (cut-off at 0.95 × the lower Nyquist rate),
 * 12 zero crossings each side, read from a precomputed kernel table (no trigonometry per tap):
 * 30 s of 48 kHz audio converts in about a tenth of a second.
 */
const ZERO_CROSSINGS = 12;
const TABLE_STEPS = 512; // table entries per zero crossing
const KERNEL = (() => {
  const table = new Float32Array(ZERO_CROSSINGS * TABLE_STEPS + 2);
  for (let k = 0; k < table.length; k++) {
    const u = k / TABLE_STEPS;
    if (u >= ZERO_CROSSINGS) continue;
    const sinc = u === 0 ? 1 : Math.sin(Math.PI * u) / (Math.PI * u);
    table[k] = sinc * (0.5 + 0.5 * Math.cos((Math.PI * u) / ZERO_CROSSINGS));
  }
  return table;
})();

export function resample(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (fromRate === toRate) return input.slice();
  const ratio = toRate / fromRate;
  const outLength = Math.max(1, Math.round(input.length * ratio));
  const out = new Float32Array(outLength);
  const cutoff = 0.95 * Math.min(1, ratio); // relative to the input Nyquist
  const halfWidth = ZERO_CROSSINGS / cutoff; // in input samples
  const scale = cutoff * TABLE_STEPS;
  for (let j = 0; j < outLength; j++) {
    const center = j / ratio;
    const start = Math.max(0, Math.ceil(center - halfWidth));
    const end = Math.min(input.length - 1, Math.floor(center + halfWidth));
    let acc = 0;
    for (let i = start; i <= end; i++) {
      const position = Math.abs(i - center) * scale;
      const k = position | 0;
      const frac = position - k;
      const weight = KERNEL[k]! + (KERNEL[k + 1]! - KERNEL[k]!) * frac;
      acc += input[i]! * weight;
    }
    out[j] = acc * cutoff;
  }
  return out;
}

/** Small deterministic PRNG (mulberry32): the same input always gives the same output. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface NormaliseOptions {
  /** Peak level after normalisation (0..1). */
  peak: number;
  /** Largest gain applied to quiet recordings (so pure noise is not blown up). */
  maxGain: number;
  /** Peak amplitude (0..1) of the white-noise floor added ("light dither"); 0 for none. */
  noise: number;
  /** Seconds of noise floor added before and after the speech. */
  padSeconds: number;
  /** Spectral subtraction of steady noise (noise-reduction.ts); null for none. */
  noiseReduction: NoiseReductionOptions | null;
}

/** Measured on synthetic speech (docs/decisions/0050): see README.md in this folder. */
export const DEFAULT_NORMALISE: NormaliseOptions = { peak: 0.7, maxGain: 20, noise: 0.01, padSeconds: 0.4, noiseReduction: DEFAULT_NOISE_REDUCTION };

/** Mono float at any rate → 16 kHz, DC removed, peak-normalised, noise floor, padded. */
export function normaliseSamples(samples: Float32Array, rate: number, options: NormaliseOptions = DEFAULT_NORMALISE): Float32Array {
  const resampled = resample(samples, rate, TARGET_RATE);
  const at16k = options.noiseReduction ? reduceNoise(resampled, options.noiseReduction) : resampled;
  let mean = 0;
  for (const v of at16k) mean += v;
  mean /= at16k.length || 1;
  let peak = 0;
  for (const v of at16k) peak = Math.max(peak, Math.abs(v - mean));
  const gain = peak > 0 ? Math.min(options.maxGain, options.peak / peak) : 1;
  const pad = Math.round(options.padSeconds * TARGET_RATE);
  const out = new Float32Array(at16k.length + 2 * pad);
  const random = prng(at16k.length * 2654435761);
  for (let i = 0; i < out.length; i++) {
    const k = i - pad;
    const speech = k >= 0 && k < at16k.length ? (at16k[k]! - mean) * gain : 0;
    // white noise floor, plus triangular dither of one 16-bit step
    const floor = options.noise * (2 * random() - 1);
    const dither = (random() - random()) / 32768;
    out[i] = speech + floor + dither;
  }
  return out;
}

/** 16-bit little-endian mono WAV bytes of float samples at `rate`. */
export function encodeWav16(samples: Float32Array, rate: number = TARGET_RATE): Buffer {
  return Buffer.from(encodeWav({ sampleRate: rate, channels: 1, samples: floatToPcm16(samples) }));
}

/** The whole input path: check, decode, convert. Returns 16 kHz mono 16-bit WAV bytes. */
export function prepareAudio(
  bytes: Buffer,
  limits: AudioLimits = DEFAULT_AUDIO_LIMITS,
  options: NormaliseOptions = DEFAULT_NORMALISE,
): { wav: Buffer; info: WavInfo } {
  const decoded = decodeWav(bytes, limits);
  const { samples, ...info } = decoded;
  return { wav: encodeWav16(normaliseSamples(samples, decoded.sampleRate, options)), info };
}
