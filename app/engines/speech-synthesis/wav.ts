/** The synthesiser's view of WAV (app/audio/wav.ts does the reading and writing): 16-bit PCM only. */
import { readWavLayout, WAVE_FORMAT_PCM, type Pcm16 } from "~/audio/wav";

export type Pcm = Pcm16;

/** Reads a 16-bit PCM WAV, such as espeak-ng writes to stdout (with its streaming header). */
export function parseWav(buffer: Uint8Array): Pcm {
  const layout = readWavLayout(buffer);
  if (typeof layout === "string") throw new Error(`not a usable WAV file (${layout})`);
  const { tag, bitsPerSample, sampleRate, channels, dataOffset, dataBytes } = layout;
  if (tag !== WAVE_FORMAT_PCM || bitsPerSample !== 16) throw new Error(`unsupported WAV format ${tag}/${bitsPerSample}-bit`);
  const copy = buffer.slice(dataOffset, dataOffset + (dataBytes & ~1));
  return { sampleRate, channels, samples: new Int16Array(copy.buffer, copy.byteOffset, copy.byteLength / 2) };
}

export function durationMs(pcm: Pcm): number {
  return Math.round((pcm.samples.length / pcm.channels / pcm.sampleRate) * 1000);
}

/** Root mean square of samples in −1…1 (0 for silence). */
export function rms(samples: ArrayLike<number>, scale = 32768): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const v = (samples[i] as number) / scale;
    sum += v * v;
  }
  return samples.length ? Math.sqrt(sum / samples.length) : 0;
}
