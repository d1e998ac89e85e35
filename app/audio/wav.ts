/**
 * The one RIFF/WAVE reader and writer, for the browser (the voice demo's recorder) and the server
 * (the synthesiser's output, the recogniser's input) alike: plain Uint8Array and DataView, no Buffer.
 */

export const WAVE_FORMAT_PCM = 0x0001;
export const WAVE_FORMAT_IEEE_FLOAT = 0x0003;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;

export interface Pcm16 {
  sampleRate: number;
  channels: number;
  /** Interleaved 16-bit samples. */
  samples: Int16Array;
}

/** Where a WAV keeps its audio, as its header says (formats not checked here). */
export interface WavLayout {
  /** The format tag; for WAVE_FORMAT_EXTENSIBLE, the sub-format's. */
  tag: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataOffset: number;
  dataBytes: number;
}

export type WavProblem = "not_wav" | "truncated_header" | "no_format" | "no_data";

/**
 * Walks the chunks up to the data chunk. A data size of 0 or past the end (recorders and espeak-ng
 * streaming to stdout cannot seek back to write it) means "the rest of the file".
 */
export function readWavLayout(bytes: Uint8Array): WavLayout | WavProblem {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
  if (bytes.length < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE") return "not_wav";
  let fmt: Omit<WavLayout, "dataOffset" | "dataBytes"> | null = null;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "fmt ") {
      if (size < 16 || body + 16 > bytes.length) return "truncated_header";
      let format = view.getUint16(body, true);
      if (format === WAVE_FORMAT_EXTENSIBLE) {
        if (size < 40 || body + 40 > bytes.length) return "truncated_header";
        format = view.getUint16(body + 24, true); // first two bytes of the sub-format GUID
      }
      fmt = {
        tag: format,
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === "data") {
      if (!fmt) return "no_format";
      const available = bytes.length - body;
      return { ...fmt, dataOffset: body, dataBytes: size === 0 || size > available ? available : size };
    }
    at = body + size + (size % 2);
  }
  return fmt ? "no_data" : "no_format";
}

/** Float samples in −1…1 as 16-bit integers, clipped (full scale: −32768…32767). */
export function floatToPcm16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const v = Math.max(-1, Math.min(1, samples[i]!));
    out[i] = Math.round(v < 0 ? v * 0x8000 : v * 0x7fff);
  }
  return out;
}

/** A canonical 44-byte-header PCM WAV of 16-bit samples. */
export function encodeWav(pcm: Pcm16): Uint8Array<ArrayBuffer> {
  const dataBytes = pcm.samples.length * 2;
  const out = new Uint8Array(44 + dataBytes);
  const view = new DataView(out.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) out[at + i] = text.charCodeAt(i);
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, "WAVEfmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, WAVE_FORMAT_PCM, true);
  view.setUint16(22, pcm.channels, true);
  view.setUint32(24, pcm.sampleRate, true);
  view.setUint32(28, pcm.sampleRate * pcm.channels * 2, true);
  view.setUint16(32, pcm.channels * 2, true);
  view.setUint16(34, 16, true);
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < pcm.samples.length; i++) view.setInt16(44 + i * 2, pcm.samples[i]!, true);
  return out;
}

/** The rate a browser recording is sent at: mono 16-bit PCM at 16 kHz, what the recogniser uses. */
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
