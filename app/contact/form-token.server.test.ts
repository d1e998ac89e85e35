import { afterEach, describe, expect, it } from "vitest";
import { checkFormToken, issueFormToken } from "./form-token.server";

describe("contact form token", () => {
  afterEach(() => {
    delete process.env.CONTACT_MIN_FILL_MS;
  });
  it("accepts a token older than the minimum fill time, flags a faster one", () => {
    process.env.CONTACT_MIN_FILL_MS = "3000";
    const now = Date.now();
    expect(checkFormToken(issueFormToken(now - 5000), now)).toEqual({ kind: "ok" });
    expect(checkFormToken(issueFormToken(now - 1000), now)).toEqual({ kind: "too-fast" });
  });
  it("refuses forged, malformed and expired tokens", () => {
    const now = Date.now();
    const token = issueFormToken(now - 10_000);
    const [ms] = token.split(".");
    expect(checkFormToken(`${Number(ms) - 60_000}.${token.split(".")[1]}`, now)).toEqual({ kind: "invalid" });
    expect(checkFormToken("garbage", now)).toEqual({ kind: "invalid" });
    expect(checkFormToken(undefined, now)).toEqual({ kind: "invalid" });
    expect(checkFormToken(issueFormToken(now - 25 * 3600_000), now)).toEqual({ kind: "expired" });
  });
});
