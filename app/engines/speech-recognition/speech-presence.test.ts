import { describe, expect, it } from "vitest";
import { addNoise, noSpeechWav, speak, VOICES, type NoSpeechKind } from "../../../tests/helpers/speech-audio";
import { decodeWav } from "./audio.server";
import { detectSpeech } from "./speech-presence";

const presence = (wav: Buffer) => {
  const decoded = decodeWav(wav);
  return detectSpeech(decoded.samples, decoded.sampleRate);
};

describe("speech presence", () => {
  const kinds: NoSpeechKind[] = ["silence", "white noise", "brown noise", "hum", "hum switched on", "clicks", "breath", "beep in silence"];
  it.each(kinds)("hears no speech in %s", (kind) => {
    for (const seed of [1, 2, 3]) expect(presence(noSpeechWav(kind, 2, seed)).speech, `${kind}, seed ${seed}`).toBe(false);
  });

  it("hears a spoken word, clean and with noise at 10 dB SNR, in every test voice", async () => {
    for (const voice of VOICES) {
      for (const word of ["Cow", "Pune", "Elephant"]) {
        const clean = await speak(word, voice);
        expect(presence(clean).speech, `${word} (${voice.voice})`).toBe(true);
        expect(presence(addNoise(clean, 10, 3)).speech, `${word} (${voice.voice}) with noise`).toBe(true);
      }
    }
  });
});
