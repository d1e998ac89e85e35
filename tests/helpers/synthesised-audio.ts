/** Helpers for the speech synthesis tests: decode the engine's audio and measure it. */
import { MPEGDecoder } from "mpg123-decoder";
import { parseWav, rms } from "~/engines/speech-synthesis/wav";

export interface DecodedAudio {
  sampleRate: number;
  samples: Float32Array;
  durationMs: number;
  rms: number;
}

/** MP3 frame header check: sync word, layer III, a valid bitrate and sample rate index. */
export function looksLikeMp3(audio: Buffer): boolean {
  let at = 0;
  if (audio.subarray(0, 3).toString("latin1") === "ID3") at = 10 + ((audio[6]! << 21) | (audio[7]! << 14) | (audio[8]! << 7) | audio[9]!);
  const b1 = audio[at + 1] ?? 0;
  const b2 = audio[at + 2] ?? 0;
  return audio[at] === 0xff && (b1 & 0xe0) === 0xe0 && ((b1 >> 1) & 3) === 1 && b2 >> 4 !== 0 && b2 >> 4 !== 15 && ((b2 >> 2) & 3) !== 3;
}

/** Decodes MP3 (with a WebAssembly mpg123) or WAV into mono float samples. */
export async function decodeAudio(audio: Buffer, contentType: string): Promise<DecodedAudio> {
  if (contentType === "audio/wav") {
    const pcm = parseWav(audio);
    const samples = Float32Array.from(pcm.samples, (v) => v / 32768);
    return { sampleRate: pcm.sampleRate, samples, durationMs: (samples.length / pcm.sampleRate) * 1000, rms: rms(samples, 1) };
  }
  if (contentType !== "audio/mpeg") throw new Error(`cannot decode ${contentType}`);
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, samplesDecoded, sampleRate, errors } = decoder.decode(new Uint8Array(audio));
    if (errors.length) throw new Error(`MP3 decode errors: ${errors.map((e) => e.message).join("; ")}`);
    const samples = (channelData[0] ?? new Float32Array()).subarray(0, samplesDecoded);
    return { sampleRate, samples, durationMs: (samplesDecoded / sampleRate) * 1000, rms: rms(samples, 1) };
  } finally {
    decoder.free();
  }
}
