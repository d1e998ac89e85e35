import { describe, expect, it } from "vitest";
import { phrasesOf, restoreCategories, type BuiltInCategory } from "./categories";
import { downsample, recordingWav } from "~/audio/wav";

const builtIn: BuiltInCategory[] = [
  { _id: "voiceCategory-animals", categoryName: "Animals", phrases: ["Dog", "Cow"] },
  { _id: "voiceCategory-cities", categoryName: "Cities", phrases: ["Noida"] },
];

describe("voice categories in localStorage", () => {
  it("keeps the content's built-ins and restores added phrases and categories", () => {
    const stored = JSON.stringify([
      { id: "voiceCategory-animals", categoryName: "Animals (old name)", Default: ["Stale"], newAdded: ["Tiger"] },
      { id: "custom-1", categoryName: "Fruits", Default: [], newAdded: ["Mango"] },
      { id: 3, junk: true },
    ]);
    const restored = restoreCategories(builtIn, stored);
    expect(restored.map((c) => c.categoryName)).toEqual(["Animals", "Cities", "Fruits"]);
    expect(restored[0]).toEqual({ id: "voiceCategory-animals", categoryName: "Animals", Default: ["Dog", "Cow"], newAdded: ["Tiger"] });
    expect(phrasesOf(restored[0])).toEqual(["Dog", "Cow", "Tiger"]);
    expect(phrasesOf(restored[2])).toEqual(["Mango"]);
  });

  it("ignores missing or broken storage", () => {
    expect(restoreCategories(builtIn, null)).toHaveLength(2);
    expect(restoreCategories(builtIn, "{not json")).toHaveLength(2);
    expect(restoreCategories(builtIn, '{"a":1}')).toHaveLength(2);
  });

  it("drops empty phrases from the list sent to the recogniser", () => {
    expect(phrasesOf({ id: "x", categoryName: "", Default: [], newAdded: ["", "  ", "Pune "] })).toEqual(["Pune"]);
    expect(phrasesOf(undefined)).toEqual([]);
  });
});

describe("browser WAV encoding", () => {
  it("writes a mono 16-bit PCM header at 16 kHz and clips samples", async () => {
    const blob = recordingWav(new Float32Array([0, 1, -1, 2]));
    const view = new DataView(await blob.arrayBuffer());
    expect(blob.size).toBe(44 + 8);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint16(34, true)).toBe(16);
    expect([view.getInt16(44, true), view.getInt16(46, true), view.getInt16(48, true), view.getInt16(50, true)]).toEqual([0, 32767, -32768, 32767]);
  });

  it("downsamples 48 kHz to 16 kHz by averaging", () => {
    const out = downsample(new Float32Array([0.3, 0.3, 0.3, 0.6, 0.6, 0.6]), 48_000);
    expect(Array.from(out).map((x) => Math.round(x * 10) / 10)).toEqual([0.3, 0.6]);
    expect(downsample(new Float32Array(10), 16_000)).toHaveLength(10);
  });
});
