/** The moderation rules of the image demo's self-learning corrections (docs/decisions/0031). */
import { describe, expect, it } from "vitest";
import { CORRECTION_THRESHOLD, FREE_LABEL_AGREEMENT, checkLabel, matchCorrections } from "~/demos/food/corrections.server";

const unit = (values: number[]) => {
  const v = Float32Array.from(values);
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
};
const photo = unit([1, 0, 0]);
const close = unit([1, 0.3, 0]); // cosine ≈ 0.958
const far = unit([0.5, 1, 0]); // cosine ≈ 0.447
const row = (embedding: Float32Array, label: string, known: boolean, client: string) => ({ embedding, label, known, client });

describe("self-learning corrections", () => {
  it("checks labels: known foods canonicalised, free labels capped and whitelisted", () => {
    const foods = ["Banana", "Hot dog"];
    expect(checkLabel("  hot   DOG ", foods)).toEqual({ ok: true, label: "Hot dog", known: true });
    expect(checkLabel("Masala dosa", foods)).toEqual({ ok: true, label: "Masala dosa", known: false });
    expect(checkLabel("पनीर टिक्का", foods)).toMatchObject({ ok: true, known: false });
    for (const bad of ["", "   ", "<b>x</b>", "http://x.example", "x".repeat(41), 42, null]) {
      expect(checkLabel(bad, foods).ok, String(bad)).toBe(false);
    }
  });

  it("applies a known-food correction at once to close photos only", () => {
    expect(CORRECTION_THRESHOLD).toBeGreaterThan(0.8);
    const rows = [row(photo, "Banana", true, "a")];
    expect(matchCorrections(close, rows)).toMatchObject({ label: "Banana" });
    expect(matchCorrections(far, rows)).toBeNull();
  });

  it(`uses a free label only once ${FREE_LABEL_AGREEMENT} different clients agree`, () => {
    const one = [row(photo, "Masala dosa", false, "a"), row(photo, "masala dosa", false, "a")];
    expect(matchCorrections(close, one)).toBeNull();
    const two = [...one, row(close, "Masala Dosa", false, "b")];
    expect(matchCorrections(photo, two)).toMatchObject({ label: "Masala dosa", corrections: 3 });
  });

  it("prefers the closest usable group", () => {
    const rows = [row(close, "Banana", true, "a"), row(photo, "Hot dog", true, "b")];
    expect(matchCorrections(photo, rows)?.label).toBe("Hot dog");
  });
});
