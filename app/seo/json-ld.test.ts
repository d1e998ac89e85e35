import { describe, expect, it } from "vitest";
import { absoluteUrl, serializeJsonLd } from "./json-ld";

describe("absoluteUrl", () => {
  it("resolves site paths against the public origin and keeps absolute URLs", () => {
    expect(absoluteUrl("https://kathana.example", "/blogs/1")).toBe("https://kathana.example/blogs/1");
    expect(absoluteUrl("https://kathana.example/", "/content/images/a.svg?w=1")).toBe("https://kathana.example/content/images/a.svg?w=1");
    expect(absoluteUrl("https://kathana.example", "https://cdn.sanity.io/images/p/d/a.png")).toBe("https://cdn.sanity.io/images/p/d/a.png");
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element or open a comment, and stays the same JSON", () => {
    const value = { headline: "</script><script>alert(1)</script> <!-- & \u2028 \u2029" };
    const out = serializeJsonLd(value);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(out)).toEqual(value);
  });
});
