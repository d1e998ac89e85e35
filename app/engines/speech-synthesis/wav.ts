/** Minimal RIFF/WAVE reading and writing for 16-bit PCM (what espeak-ng writes). */

export interface Pcm {
  sampleRate: number;
  channels: number;
  /** Interleaved 16-bit samples. */
  samples: Int16Array;
}

/**
 * Reads a 16-bit PCM WAV. Tolerates the streaming header espeak-ng writes to stdout (sizes left at
 * 0x7fffffff): the data chunk then runs to the end of the buffer.
 */
export function parseWav(buffer: Uint8Array): Pcm {
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const tag = (at: number) => String.fromCharCode(...buffer.subarray(at, at + 4));
  if (buffer.length < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE") throw new Error("not a WAV file");
  let at = 12;
  let sampleRate = 0;
  let channels = 0;
  let bits = 0;
  while (at + 8 <= buffer.length) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "fmt ") {
      const format = view.getUint16(body, true);
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
      if (format !== 1 || bits !== 16) throw new Error(`unsupported WAV format ${format}/${bits}-bit`);
    } else if (id === "data") {
      if (!sampleRate || !channels) throw new Error("WAV data before fmt");
      const end = Math.min(buffer.length, body + size);
      const bytes = (end - body) & ~1;
      const copy = new Uint8Array(bytes);
      copy.set(buffer.subarray(body, body + bytes));
      return { sampleRate, channels, samples: new Int16Array(copy.buffer) };
    }
    at = body + size + (size & 1);
  }
  throw new Error("WAV without data");
}

export function encodeWav(pcm: Pcm): Buffer {
  const data = Buffer.from(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(pcm.channels, 22);
  header.writeUInt32LE(pcm.sampleRate, 24);
  header.writeUInt32LE(pcm.sampleRate * pcm.channels * 2, 28);
  header.writeUInt16LE(pcm.channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
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
