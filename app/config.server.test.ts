import { afterEach, describe, expect, it } from "vitest";
import { getConfig, loadSettings, readSettings, SettingsError } from "./config.server";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe("settings", () => {
  it("take their embedded defaults when unset or empty", () => {
    const settings = readSettings({ NODE_ENV: "production", CONTACT_RATE_LIMIT: "" });
    expect(settings).toMatchObject({ port: 3000, host: "127.0.0.1", publicOrigin: "http://localhost:3000", trustProxy: false });
    expect(settings.contact.perClientPerHour).toBe(10);
    expect(settings.pageCacheTtlMs).toBe(60_000);
  });

  it("refuse a value that does not fit, naming every such variable and what it accepts, in one line", () => {
    const bad = () =>
      readSettings({
        CONTACT_RATE_LIMIT: "1O",
        PORT: "70000",
        TRUST_PROXY: "maybe",
        TTS_ESPEAK: "fast",
        PUBLIC_ORIGIN: "example.com",
        SERVER_ALLOCATOR: "tcmalloc",
      });
    expect(bad).toThrow(SettingsError);
    let message = "";
    try {
      bad();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toContain("\n");
    expect(message).toContain('CONTACT_RATE_LIMIT must be a whole number from 1 up (got "1O")');
    expect(message).toContain('PORT must be a whole number from 0 to 65,535 (got "70000")');
    expect(message).toContain("TRUST_PROXY must be 1, true, yes or on; 0, false, no or off");
    expect(message).toContain("TTS_ESPEAK must be one of auto, binary, wasm");
    expect(message).toContain("SERVER_ALLOCATOR must be one of jemalloc, system");
    expect(message).toContain("PUBLIC_ORIGIN must be an http:// or https:// URL");
  });

  it("serve English and Hindi by default; SITE_LANGUAGES names others of the catalogue, the default first", () => {
    expect(readSettings({}).languages).toEqual(["en", "hi"]);
    expect(readSettings({ SITE_LANGUAGES: " EN, hi ,bn" }).languages).toEqual(["en", "hi", "bn"]);
    expect(readSettings({ SITE_LANGUAGES: "en" }).languages).toEqual(["en"]);
    expect(() => readSettings({ SITE_LANGUAGES: "en,fr" })).toThrow(/SITE_LANGUAGES must be codes of app\/i18n\/languages.json/);
    expect(() => readSettings({ SITE_LANGUAGES: "hi,en" })).toThrow(/the default language, en, first/);
    expect(() => readSettings({ SITE_LANGUAGES: "en,hi,hi" })).toThrow(/each language once/);
  });

  it("never print a secret or a URL's credentials in that line", () => {
    expect(() => readSettings({ DATABASE_URL: "mysql://user:hunter2@db/x", SMTP_URL: "ftp://a:b@c" })).toThrow(/DATABASE_URL must be a postgres/);
    try {
      readSettings({ DATABASE_URL: "mysql://user:hunter2@db/x" });
    } catch (error) {
      expect((error as Error).message).not.toContain("hunter2");
    }
  });

  it("are parsed once: getConfig() hands out the same object until the environment changes", () => {
    process.env.CONTACT_RATE_LIMIT = "7";
    const first = loadSettings();
    expect(getConfig()).toBe(first);
    expect(getConfig().contact.perClientPerHour).toBe(7);
    process.env.CONTACT_RATE_LIMIT = "8"; // tests only: the setup file makes a change visible
    expect(getConfig().contact.perClientPerHour).toBe(8);
  });
});
