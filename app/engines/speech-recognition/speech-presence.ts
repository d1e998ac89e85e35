/**
 * Did anyone speak? Checked before any decoding, because pocketsphinx forced onto a phrase grammar
 * names a phrase for any sound at all (noise against Animals came back "Cow" at 0.94–0.98).
 *
 * Speech is voiced: its frames repeat at a pitch period (70–400 Hz), and it rises above the
 * recording's own floor. Per 10 ms frame of the signal at 8 kHz:
 *  - periodicity by YIN's cumulative-mean-normalised difference (de Cheveigné & Kawahara 2002):
 *    a frame is voiced when its minimum over the pitch lags is below `maxAperiodicity`;
 *  - level against the floor (the 10th percentile of the frames' levels), so a steady hum or tone,
 *    periodic but never above itself, is not speech.
 * Speech needs at least `minVoicedMs` of such frames, and a pitch that moves (a steady tone or hum
 * at one period, even one that starts and stops, is not a voice).
 */
import { resample } from "./audio.server";

export interface SpeechPresenceOptions {
  /** YIN threshold: lower is stricter (clean speech ≈ 0.05–0.2). */
  maxAperiodicity: number;
  /** dB above the recording's floor a voiced frame must reach. */
  minRiseDb: number;
  /** Frames quieter than this (dB full scale) are silence whatever they contain. */
  minLevelDb: number;
  /** Total voiced speech needed. */
  minVoicedMs: number;
  /** Spread of log pitch (standard deviation) below which the "voice" is a steady tone. */
  minPitchSpread: number;
}

export const DEFAULT_SPEECH_PRESENCE: SpeechPresenceOptions = {
  maxAperiodicity: 0.45,
  minRiseDb: 6,
  minLevelDb: -55,
  minVoicedMs: 30,
  minPitchSpread: 0.0015,
};

export interface SpeechPresence {
  speech: boolean;
  /** Milliseconds of voiced frames above the floor. */
  voicedMs: number;
  /** Standard deviation of their log pitch. */
  pitchSpread: number;
  floorDb: number;
}

const RATE = 8_000;
const HOP = 80; // 10 ms
const WINDOW = 240; // 30 ms
const MIN_LAG = Math.floor(RATE / 400);
const MAX_LAG = Math.ceil(RATE / 70);

function levelDb(x: Float32Array, start: number, length: number): number {
  let sum = 0;
  for (let i = start; i < start + length; i++) sum += x[i]! * x[i]!;
  return 10 * Math.log10(sum / length + 1e-12);
}

/**
 * YIN's cumulative-mean-normalised difference over the lags; the period is the first dip below
 * `threshold` (its local minimum), else the global minimum — YIN's rule, which keeps a tone on one
 * period instead of hopping between its multiples.
 */
function periodicity(x: Float32Array, start: number, diff: Float64Array, threshold: number): { value: number; lag: number } {
  diff[0] = 1;
  let running = 0;
  for (let lag = 1; lag <= MAX_LAG; lag++) {
    let d = 0;
    for (let i = start; i < start + WINDOW; i++) {
      const e = x[i]! - x[i + lag]!;
      d += e * e;
    }
    running += d;
    diff[lag] = running > 0 ? (d * lag) / running : 1;
  }
  for (let lag = MIN_LAG; lag <= MAX_LAG; lag++) {
    if (diff[lag]! < threshold) {
      while (lag + 1 <= MAX_LAG && diff[lag + 1]! < diff[lag]!) lag++;
      return { value: diff[lag]!, lag };
    }
  }
  let best = MIN_LAG;
  for (let lag = MIN_LAG + 1; lag <= MAX_LAG; lag++) if (diff[lag]! < diff[best]!) best = lag;
  return { value: diff[best]!, lag: best };
}

/** Looks for a voice in mono samples at `rate` (the decoded upload, before any normalisation). */
export function detectSpeech(samples: Float32Array, rate: number, options: SpeechPresenceOptions = DEFAULT_SPEECH_PRESENCE): SpeechPresence {
  const x = resample(samples, rate, RATE);
  const frames = Math.max(0, Math.floor((x.length - WINDOW - MAX_LAG) / HOP));
  if (frames === 0) return { speech: false, voicedMs: 0, pitchSpread: 0, floorDb: -120 };
  const levels = new Float64Array(frames);
  for (let f = 0; f < frames; f++) levels[f] = levelDb(x, f * HOP, WINDOW);
  const sorted = [...levels].sort((a, b) => a - b);
  const floorDb = sorted[Math.floor(0.1 * (frames - 1))]!;
  const diff = new Float64Array(MAX_LAG + 1);
  const logPitches: number[] = [];
  for (let f = 0; f < frames; f++) {
    const level = levels[f]!;
    if (level < options.minLevelDb || level < floorDb + options.minRiseDb) continue;
    const { value, lag } = periodicity(x, f * HOP, diff, options.maxAperiodicity);
    if (value > options.maxAperiodicity) continue;
    // Parabolic interpolation between the neighbouring lags: a steady tone then has one exact
    // period, while a voice's small pitch movements are not lost to whole-sample steps.
    const a = diff[lag - 1]!;
    const c = lag + 1 <= MAX_LAG ? diff[lag + 1]! : value;
    const curvature = a - 2 * value + c;
    const exact = curvature > 0 ? lag + Math.max(-0.5, Math.min(0.5, (a - c) / (2 * curvature))) : lag;
    logPitches.push(Math.log(RATE / exact));
  }
  const voicedMs = logPitches.length * 10;
  const mean = logPitches.reduce((a, b) => a + b, 0) / Math.max(1, logPitches.length);
  const pitchSpread = Math.sqrt(logPitches.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, logPitches.length));
  return {
    speech: voicedMs >= options.minVoicedMs && pitchSpread >= options.minPitchSpread,
    voicedMs,
    pitchSpread: Number(pitchSpread.toFixed(4)),
    floorDb: Number(floorDb.toFixed(1)),
  };
}
