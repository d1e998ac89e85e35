import { describe, expect, it } from "vitest";
import { navStateFor, isExternal } from "./nav-link";

describe("navStateFor", () => {
  it("gives demo links the from flag", () => {
    expect(navStateFor("/demos/voice")).toEqual({ from: true });
    expect(navStateFor("/demos/voice/2")).toEqual({ from: true });
  });
  it("gives /ourproducts links the product title or top", () => {
    expect(navStateFor("/ourproducts", "Kathana Meet")).toEqual({ to: "Kathana Meet" });
    expect(navStateFor("/ourproducts", null)).toEqual({ to: "top" });
    expect(navStateFor("/ourproducts?x=1")).toEqual({ to: "top" });
  });
  it("asks other pages for the top", () => {
    expect(navStateFor("/about")).toEqual({ to: "top" });
  });
  it("recognises external links", () => {
    expect(isExternal("https://meet.kathana.example")).toBe(true);
    expect(isExternal("/contact")).toBe(false);
  });
});
