import { describe, expect, it } from "vitest";
import { targetSlug } from "./scroll-target";

const products = [
  { title: "Kathana Meet", slug: "kathana-meet" },
  { title: "Kathana Survey", slug: "kathana-survey" },
];

describe("targetSlug", () => {
  it("follows navigation state {to: <product title>}", () => {
    expect(targetSlug(products, { to: "Kathana Survey" }, "")).toBe("kathana-survey");
  });

  it("treats {to: 'top'}, unknown titles and no state as the top", () => {
    expect(targetSlug(products, { to: "top" }, "")).toBeNull();
    expect(targetSlug(products, { to: "Kathana Nothing" }, "")).toBeNull();
    expect(targetSlug(products, null, "")).toBeNull();
    expect(targetSlug(products, { from: true }, "")).toBeNull();
  });

  it("uses a #slug hash when there is no state, and the state when there are both", () => {
    expect(targetSlug(products, null, "#kathana-meet")).toBe("kathana-meet");
    expect(targetSlug(products, { to: "top" }, "#kathana-meet")).toBeNull();
    expect(targetSlug(products, null, "#%E0%A4")).toBeNull();
    expect(targetSlug(products, null, "#nothing")).toBeNull();
  });

  it("accepts a slug in the state too (links written by hand)", () => {
    expect(targetSlug(products, { to: "kathana-meet" }, "")).toBe("kathana-meet");
  });
});
