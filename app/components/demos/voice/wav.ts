/** Browser-side WAV for the voice demo: mono 16-bit PCM at 16 kHz (what the recogniser uses). */
import { encodeWav, floatToPcm16 } from "~/audio/wav";

const WAV_RATE = 16_000;

/** Box-filtered resampling to 16 kHz: averaging the source frames of each output frame removes most aliasing. */
export function downsample(input: Float32Array, fromRate: number, toRate = WAV_RATE): Float32Array {
  if (fromRate === toRate) return input;
  const ratio = fromRate / toRate;
  const length = Math.floor(input.length / ratio);
  const output = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const start = i * ratio;
    const end = Math.min(input.length, (i + 1) * ratio);
    let sum = 0;
    let n = 0;
    for (let j = Math.floor(start); j < end; j++) {
      sum += input[j]!;
      n++;
    }
    output[i] = n ? sum / n : 0;
  }
  return output;
}

/** The recording as a mono 16-bit WAV at `rate`, ready to upload. */
export function recordingWav(samples: Float32Array, rate = WAV_RATE): Blob {
  return new Blob([encodeWav({ sampleRate: rate, channels: 1, samples: floatToPcm16(samples) })], { type: "audio/wav" });
}
