import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppError } from "~/http/app-error";
import { ensureCsrfToken, verifyCsrf } from "./csrf.server";

const ORIGIN = "https://www.kathana.example";
let saved: string | undefined;
beforeEach(() => {
  saved = process.env.PUBLIC_ORIGIN;
  process.env.PUBLIC_ORIGIN = ORIGIN;
});
afterEach(() => {
  if (saved === undefined) delete process.env.PUBLIC_ORIGIN;
  else process.env.PUBLIC_ORIGIN = saved;
});

const TOKEN = "a".repeat(43);
function post(headers: Record<string, string>) {
  return new Request(`${ORIGIN}/api/auth/login`, { method: "POST", headers });
}
function refusal(fn: () => void): number | null {
  try {
    fn();
    return null;
  } catch (error) {
    return (error as AppError).status;
  }
}

describe("verifyCsrf", () => {
  it("passes a same-origin request whose header equals the cookie", () => {
    expect(refusal(() => verifyCsrf(post({ cookie: `csrftoken=${TOKEN}`, "x-csrftoken": TOKEN, origin: ORIGIN })))).toBeNull();
  });

  it("accepts the hidden form field instead of the header", () => {
    expect(refusal(() => verifyCsrf(post({ cookie: `csrftoken=${TOKEN}` }), { csrftoken: TOKEN }))).toBeNull();
  });

  it.each([
    ["no cookie", { "x-csrftoken": TOKEN }],
    ["no header", { cookie: `csrftoken=${TOKEN}` }],
    ["different token", { cookie: `csrftoken=${TOKEN}`, "x-csrftoken": "b".repeat(43) }],
    ["foreign Origin", { cookie: `csrftoken=${TOKEN}`, "x-csrftoken": TOKEN, origin: "https://evil.example" }],
    ["opaque Origin", { cookie: `csrftoken=${TOKEN}`, "x-csrftoken": TOKEN, origin: "null" }],
    ["cross-site fetch", { cookie: `csrftoken=${TOKEN}`, "x-csrftoken": TOKEN, "sec-fetch-site": "cross-site" }],
    ["same-site (sibling subdomain) fetch", { cookie: `csrftoken=${TOKEN}`, "x-csrftoken": TOKEN, "sec-fetch-site": "same-site" }],
    ["malformed cookie", { cookie: "csrftoken=short", "x-csrftoken": "short" }],
    ["no Origin and a foreign Referer", { cookie: `csrftoken=${TOKEN}`, "x-csrftoken": TOKEN, referer: "https://evil.example/x" }],
    ["no Origin and a Referer on a look-alike host", { cookie: `csrftoken=${TOKEN}`, "x-csrftoken": TOKEN, referer: `${ORIGIN}.evil.example/` }],
    ["no Origin and a Referer that is not a URL", { cookie: `csrftoken=${TOKEN}`, "x-csrftoken": TOKEN, referer: "not a url" }],
  ])("refuses %s with 403", (_label, headers) => {
    expect(refusal(() => verifyCsrf(post(headers)))).toBe(403);
  });

  it("without Origin, passes a Referer of this site, or none at all (the token decides)", () => {
    const token = { cookie: `csrftoken=${TOKEN}`, "x-csrftoken": TOKEN };
    expect(refusal(() => verifyCsrf(post({ ...token, referer: `${ORIGIN}/login?next=/` })))).toBeNull();
    expect(refusal(() => verifyCsrf(post(token)))).toBeNull();
    // With an Origin of this site, the Origin decides (a Referer is not consulted).
    expect(refusal(() => verifyCsrf(post({ ...token, origin: ORIGIN, referer: "https://evil.example/" })))).toBeNull();
  });

  it("lets safe methods through unless asked to check them", () => {
    const get = new Request(`${ORIGIN}/api/developers/GetAPIKey`);
    expect(refusal(() => verifyCsrf(get))).toBeNull();
    expect(refusal(() => verifyCsrf(get, undefined, { evenForGet: true }))).toBe(403);
  });
});

describe("ensureCsrfToken", () => {
  it("creates a random token and a cookie only when the browser has none", () => {
    const fresh = ensureCsrfToken(new Request(ORIGIN));
    expect(fresh.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // https origin: the cookie is Secure
    expect(fresh.setCookie).toMatch(/^csrftoken=[\w-]{43}; /);
    expect(fresh.setCookie!.split("; ").slice(1).sort()).toEqual(["Max-Age=31536000", "Path=/", "SameSite=Lax", "Secure"]);
    expect(ensureCsrfToken(new Request(ORIGIN)).token).not.toBe(fresh.token);
    const kept = ensureCsrfToken(new Request(ORIGIN, { headers: { cookie: `x=1; csrftoken=${TOKEN}` } }));
    expect(kept).toEqual({ token: TOKEN });
  });
});
