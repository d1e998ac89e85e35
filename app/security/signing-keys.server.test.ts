import { describe, expect, it } from "vitest";
import { getConfig } from "~/config.server";
import { assertSharedSettings, missingSharedSettings, signingKey } from "./signing-keys.server";

const config = (env: Record<string, string>) => getConfig({ NODE_ENV: "production", ...env });
const SECRET = "a-shared-signing-secret-of-enough-length-0123";

describe("signing keys shared by instances", () => {
  it("derives the same key per purpose from SIGNING_SECRET on every instance, a different one per purpose", () => {
    const a = config({ SIGNING_SECRET: SECRET });
    const b = config({ SIGNING_SECRET: SECRET });
    expect(signingKey("contact-form", a).equals(signingKey("contact-form", b))).toBe(true);
    expect(signingKey("contact-form", a).equals(signingKey("textdemo-link", a))).toBe(false);
    expect(signingKey("contact-form", config({ SIGNING_SECRET: SECRET, CONTACT_FORM_SECRET: "older" })).toString()).toBe("older");
  });

  it("requires the shared settings in production with DATABASE_URL, and names what is missing", () => {
    expect(missingSharedSettings(config({}))).toEqual([]);
    expect(missingSharedSettings(config({ DATABASE_URL: "postgres://db/site" }))[0]).toMatch(/^SIGNING_SECRET/);
    expect(missingSharedSettings(config({ DATABASE_URL: "postgres://db/site", SIGNING_SECRET: SECRET }))).toEqual([]);
    const hosted = config({ DATABASE_URL: "postgres://db/site", SIGNING_SECRET: SECRET, SANITY_PROJECT_ID: "abc123" });
    expect(missingSharedSettings(hosted)[0]).toMatch(/^SANITY_WEBHOOK_SECRET/);
    expect(() => assertSharedSettings(config({ DATABASE_URL: "postgres://db/site" }))).toThrow(/DATABASE_URL is set.*SIGNING_SECRET/);
    expect(() => assertSharedSettings(config({ SIGNING_SECRET: "short" }))).toThrow(/at least 32 characters/);
    expect(missingSharedSettings(getConfig({ NODE_ENV: "development", DATABASE_URL: "postgres://db/site" }))).toEqual([]);
  });
});
