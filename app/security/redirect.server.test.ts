import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./redirect.server";

const SITE = "http://127.0.0.1:3000";

describe("sameOriginPath", () => {
  it("keeps paths of this site", () => {
    expect(sameOriginPath(`${SITE}/blogs/1?x=1`, SITE)).toBe("/blogs/1?x=1");
    expect(sameOriginPath("/demos/text", SITE)).toBe("/demos/text");
    expect(sameOriginPath(`${SITE}/%2F%2Fevil.example`, SITE)).toBe("/%2F%2Fevil.example");
    // a scheme-relative spelling of this site's own scheme is a path here
    expect(sameOriginPath("http:evil.example", SITE)).toBe("/evil.example");
  });

  const hostile = [
    `${SITE}//evil.example/x`,
    `${SITE}/\\evil.example`,
    `${SITE}/\\/evil.example`,
    `${SITE}//\\evil.example`,
    `${SITE}/\t/evil.example`,
    `${SITE}/\n/evil.example`,
    `${SITE}/\r\n/evil.example`,
    `${SITE}///evil.example`,
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "https://evil.example/",
    "http://127.0.0.1:3000@evil.example/",
    "http://evil.example\\@127.0.0.1:3000/",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    " //evil.example",
    "HTTP://EVIL.EXAMPLE",
    "\u0000//evil.example",
    `${SITE.replace("127.0.0.1", "127.0.0.1.evil.example")}/x`,
  ];
  it.each(hostile)("refuses %j", (candidate) => {
    const path = sameOriginPath(candidate, SITE);
    expect(path).toBe("/");
    // and what a browser would make of the Location header stays on the site
    expect(new URL(path, SITE).origin).toBe(SITE);
  });

  it("refuses nothing and garbage", () => {
    expect(sameOriginPath(null, SITE)).toBe("/");
    expect(sameOriginPath("http://[::1", SITE)).toBe("/");
    expect(sameOriginPath("x".repeat(3000), SITE)).toBe("/");
  });
});
