import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProductionServer, type ProductionServer } from "../../scripts/lib/production-server.mjs";

/**
 * A third language is configuration (issue 44): Bengali is in the language catalogue
 * (app/i18n/languages.json) with no translation yet; a deployment that lists it in SITE_LANGUAGES
 * serves every page under /bn with the document's language set, the alternates naming it and the
 * sitemap listing it, in English until its content and catalogue are written (the fallback).
 * Without it, /bn is not found (tests/e2e/hindi.spec.ts). The production build is the one
 * `npm test` makes before this suite.
 */
const port = 3190 + (process.pid % 10);
const origin = `http://127.0.0.1:${port}`;
let server: ProductionServer;
// A page of the site asking: same origin, the double-submit CSRF token.
const TOKEN = "b".repeat(43);
const BROWSER = { "Content-Type": "application/json", Origin: origin, Cookie: `csrftoken=${TOKEN}`, "X-CSRFToken": TOKEN };

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "site-bn-"));
  server = await startProductionServer({
    port,
    dataDir,
    env: { PUBLIC_ORIGIN: origin, SITE_LANGUAGES: "en,hi,bn" },
    startTimeoutMs: 60_000,
  });
}, 70_000);

afterAll(() => server?.kill("SIGKILL"));

describe("a third language switched on by SITE_LANGUAGES", () => {
  it("serves its pages in its own language, falling back to English where nothing is translated", async () => {
    const response = await fetch(`${origin}/bn/about`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="bn"/);
    // The English content and UI strings stand in for the missing translation.
    expect(html).toContain("Skip to main content");
    expect(html).toContain(`<link rel="alternate" hrefLang="bn" href="${origin}/bn/about"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="hi" href="${origin}/hi/about"/>`);
    expect(html).toContain('<meta property="og:locale" content="bn_IN"/>');
    // The switcher offers the two others, each named in its own language.
    expect(html).toMatch(/hrefLang="hi" lang="hi"[^>]*>हिन्दी</);
  });

  it("lists its pages in the sitemap and keeps its private pages out of robots.txt's allowance", async () => {
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${origin}/bn/about</loc>`);
    expect(sitemap).toContain(`hreflang="bn" href="${origin}/bn/bfsi"`);
    const robots = await (await fetch(`${origin}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /bn/developers/api-key");
  });

  it("answers the assistant in the language asked for, and refuses one the site does not serve", async () => {
    const asked = await fetch(`${origin}/api/assistant`, {
      method: "POST",
      headers: BROWSER,
      body: JSON.stringify({ message: "where is your office", language: "bn" }),
    });
    const answer = (await asked.json()) as { sources: { url: string }[] };
    expect(asked.status).toBe(200);
    expect(answer.sources[0]?.url).toBe("/bn/contact");
    const refused = await fetch(`${origin}/api/assistant`, {
      method: "POST",
      headers: BROWSER,
      body: JSON.stringify({ message: "where is your office", language: "xx" }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe("language must be one of en, hi, bn");
  });
});
