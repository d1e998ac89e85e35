import { afterEach, describe, expect, it } from "vitest";
import {
  currentPreview,
  endPreviewCookie,
  isValidPreviewCookie,
  PREVIEW_SESSION_MS,
  previewCookieValue,
  previewFromCookies,
  startPreviewCookie,
  withPreviewScope,
} from "./session.server";

const savedEnv = { ...process.env };
afterEach(() => {
  process.env = { ...savedEnv };
});

const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("preview session cookie", () => {
  it("is valid only as signed and before it ends", () => {
    const now = Date.now();
    const value = previewCookieValue(now + 60_000);
    expect(isValidPreviewCookie(value, now)).toBe(true);
    expect(isValidPreviewCookie(value, now + 60_001)).toBe(false); // ended
    const [expiry, signature] = value.split(".");
    expect(isValidPreviewCookie(`${Number(expiry) + 1}.${signature}`, now)).toBe(false); // expiry changed
    const lastChar = signature!.slice(-1) === "A" ? "B" : "A"; // a different last character, whatever the signature
    expect(isValidPreviewCookie(`${expiry}.${signature!.slice(0, -1)}${lastChar}`, now)).toBe(false); // signature changed
    expect(isValidPreviewCookie(previewCookieValue(now + PREVIEW_SESSION_MS * 2), now)).toBe(false); // too long
    for (const junk of [undefined, "", "1", "x.y", `${expiry}.${signature}.extra`]) expect(isValidPreviewCookie(junk, now)).toBe(false);
  });

  it("starts and ends with the attributes the Studio's frame needs", () => {
    const attributes = (cookie: string) => cookie.split("; ").slice(1).sort();
    expect(startPreviewCookie()).toMatch(/^preview=\d+\.[\w-]{43}; /);
    expect(attributes(startPreviewCookie())).toEqual(["HttpOnly", "Max-Age=28800", "Path=/", "SameSite=Lax"]);
    expect(endPreviewCookie()).toMatch(/^preview=; /);
    expect(attributes(endPreviewCookie())).toContain("Max-Age=0");
    process.env.PUBLIC_ORIGIN = "https://site.example";
    // Framed by a Studio on another site: third-party, so SameSite=None, Secure and partitioned.
    expect(startPreviewCookie()).toMatch(/^__Host-preview=\S+; /);
    expect(attributes(startPreviewCookie())).toEqual(["HttpOnly", "Max-Age=28800", "Partitioned", "Path=/", "SameSite=None", "Secure"]);
  });

  it("gives a preview state only to a request that carries a valid cookie", () => {
    const valid = cookieOf(startPreviewCookie());
    expect(previewFromCookies(`a=b; ${valid}; c=d`)).toEqual({ studioUrl: "http://localhost:3333" });
    const tampered = valid.replace(/.$/, (last) => (last === "x" ? "y" : "x"));
    expect(previewFromCookies(tampered)).toBeUndefined();
    expect(previewFromCookies(`other${valid}`)).toBeUndefined();
    expect(previewFromCookies(undefined)).toBeUndefined();
  });

  it("keeps each request in its own scope, also when they interleave", async () => {
    const valid = cookieOf(startPreviewCookie());
    const seen = async (cookie: string | undefined, delayMs: number) =>
      withPreviewScope(cookie, async () => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        return currentPreview() !== undefined;
      });
    const results = await Promise.all([seen(valid, 30), seen(undefined, 10), seen(valid, 5), seen("preview=forged.x", 20)]);
    expect(results).toEqual([true, false, true, false]);
    expect(currentPreview()).toBeUndefined();
  });
});
