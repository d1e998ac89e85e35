/**
 * The API guide in Hindi (issue 44): built under the request's language (the loader runs in its
 * scope), its prose comes from app/i18n/messages/hi/api-guide.json, while everything a client
 * matches or runs (methods, paths, field names, types, commands, JSON answers, the API's error
 * messages) is byte for byte the English guide's. The page marks that English lang="en".
 */
import { readFileSync } from "node:fs";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { ApiGuidePage } from "~/components/developers/ApiGuidePage";
import { I18nProvider } from "~/components/i18n/i18n";
import { catalogueOf } from "~/i18n/catalogues.server";
import { inLanguage } from "~/i18n/language.server";
import hiGuide from "~/i18n/messages/hi/api-guide.json";
import { getApiGuide } from "./api-guide.server";
import type { ApiGuide } from "./api-guide.types";

// The page's links need a router; a plain link shows the same words.
vi.mock("~/components/i18n/Link", () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const ORIGIN = "https://api.example.test";
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;

const hindiGuide = () => inLanguage("hi", () => getApiGuide(ORIGIN));

/** What a client relies on: the same in every language. */
function contract(guide: ApiGuide) {
  return {
    origin: guide.origin,
    keyVariable: guide.keyVariable,
    authExample: { ...guide.authExample, title: undefined },
    commonErrors: guide.commonErrors.map(({ status, message, trigger }) => ({ status, message, trigger })),
    endpoints: guide.endpoints.map((e) => ({
      id: e.id,
      method: e.method,
      path: e.path,
      fields: e.fields.map(({ name, location, type, required, defaultValue }) => ({ name, location, type, required, defaultValue })),
      responseFields: e.responseFields.map(({ name, type }) => ({ name, type })),
      examples: e.examples.map((x) => ({ ...x, title: undefined, response: x.contentType === "application/json" ? x.response : undefined })),
      errors: e.errors.map(({ status, message, trigger }) => ({ status, message, trigger })),
    })),
    formats: guide.formats.length,
    sampleFiles: guide.sampleFiles.map(({ name, command, link }) => ({ name, command, href: link?.href })),
  };
}

/** Every text of the guide a developer reads as prose. */
function prose(guide: ApiGuide): string[] {
  return [
    guide.authExample.title,
    ...guide.commonErrors.map((e) => e.when),
    ...guide.endpoints.flatMap((e) => [
      e.name,
      e.purpose,
      e.auth,
      e.rateLimit,
      ...e.notes,
      ...e.fields.flatMap((f) => [f.description, ...f.constraints]),
      ...e.responseFields.map((f) => f.description),
      ...e.examples.map((x) => x.title),
      ...e.errors.map((x) => x.when),
    ]),
    ...guide.formats.flatMap((f) => [f.medium, f.limits]),
    ...guide.sampleFiles.flatMap((f) => [f.how, ...(f.link ? [f.link.label] : [])]),
  ];
}

function render(language: string, guide: ApiGuide): string {
  return renderToStaticMarkup(
    <I18nProvider value={{ language, languages: ["en", "hi"], messages: catalogueOf(language) }}>
      <ApiGuidePage page={{ heading: "API", title: null, description: null }} guide={guide} />
    </I18nProvider>,
  );
}

describe("API guide in Hindi", () => {
  it("keeps the English guide as it was outside a language scope and in English", async () => {
    const english = await getApiGuide(ORIGIN);
    expect(await inLanguage("en", () => getApiGuide(ORIGIN))).toEqual(english);
    expect(english.endpoints[0]!.name).toBe("Text to speech");
    expect(english.endpoints[0]!.rateLimit).toMatch(/^\d+ requests per minute per API key; \d+ per minute per address/);
  });

  it("writes the prose in Hindi", async () => {
    const guide = await hindiGuide();
    const english = await getApiGuide(ORIGIN, "en");
    const [tts, voice, , , photo, , correction, transliteration, assistant] = guide.endpoints;
    expect(tts!.name).toBe("टेक्स्ट टू स्पीच");
    expect(tts!.auth).toBe("API कुंजी");
    expect(tts!.rateLimit).toMatch(/^हर API कुंजी से प्रति मिनट \d+ रिक्वेस्ट। साइट के अपने पेजों से आने वाली कॉल के लिए हर IP पते से प्रति मिनट \d+ रिक्वेस्ट।$/);
    expect(tts!.fields[0]!.description).toContain("hi_IN_2 (हिंदी), en_IN (अंग्रेज़ी (भारत))");
    expect(tts!.fields[0]!.constraints).toEqual(["ज़्यादा से ज़्यादा 16 अक्षर", "इनमें से एक: hi_IN_2, en_IN, in_NM, en_US"]);
    expect(tts!.errors[0]!.when).toBe("text नहीं भेजा गया या खाली है।");
    expect(voice!.notes[0]).toMatch(/^हम रिकॉर्डिंग \d+ दिन तक रखते हैं/);
    expect(photo!.errors[0]!.when).toBe("फ़ॉर्म में file पार्ट नहीं है।");
    expect(photo!.rateLimit).toMatch(/^हर API कुंजी से हर 10 मिनट में \d+ रिक्वेस्ट।/);
    expect(correction!.rateLimit).toMatch(/^हर API कुंजी से प्रति घंटा \d+ रिक्वेस्ट।/);
    expect(transliteration!.auth).toBe("कोई नहीं");
    expect(assistant!.name).toBe("Kathana Assist");
    expect(guide.sampleFiles[1]!.link).toEqual({ href: "/demos/image", label: "इमेज डेमो" });

    // Nothing left in English but the names kept on purpose; every other text is Devanagari.
    const keptAsIs = new Set(["Kathana Assist"]);
    const hindi = prose(guide);
    const source = prose(english);
    expect(hindi).toHaveLength(source.length);
    hindi.forEach((text, i) => {
      if (keptAsIs.has(text)) return;
      expect(text, `untranslated: ${source[i]}`).not.toBe(source[i]);
      expect(DEVANAGARI.test(text), text).toBe(true);
    });
  });

  it("keeps what clients match or run exactly as in English", async () => {
    const guide = await hindiGuide();
    const english = await getApiGuide(ORIGIN, "en");
    expect(contract(guide)).toEqual(contract(english));
    // The API's own error texts, commands and answers: never translated.
    expect(guide.endpoints.flatMap((e) => e.errors.map((x) => x.message)).some((m) => DEVANAGARI.test(m))).toBe(false);
    expect(guide.endpoints.find((e) => e.path === "/api/demos/SubmitFeedback")!.errors.map((e) => e.message)).toContain("feedback must be Yes, Somewhat or No");
    expect(guide.formats[1]!.accepted).toBe("MP3 (audio/mpeg)");
  });

  it("keeps the catalogue's placeholders, and the catalogue out of the browser's", () => {
    for (const [english, hindi] of Object.entries(hiGuide)) {
      expect((hindi.match(/\{\w+\}/g) ?? []).sort(), english).toEqual((english.match(/\{\w+\}/g) ?? []).sort());
    }
    expect(readFileSync("app/i18n/messages/hi/catalogue.ts", "utf8")).not.toContain("api-guide");
  });

  it("renders the English of a Hindi page with lang=en, and the English page as before", async () => {
    const html = render("hi", await hindiGuide());
    // The API's error message cell, the types, the method and path, field names in prose.
    expect(html).toContain('<td data-label="error" lang="en"><code>Please enter some text</code></td>');
    expect(html).toContain('<td data-label="टाइप" lang="en">string</td>');
    expect(html).toMatch(/<p class="[^"]*" lang="en"><span class="[^"]*">POST<\/span> <code>\/api\/demos\/textdemo<\/code><\/p>/);
    expect(html).toContain('<span lang="en">text</span> नहीं भेजा गया या खाली है।');
    expect(html).toContain('<a href="#text-to-speech-heading">टेक्स्ट टू स्पीच <span lang="en">(POST /api/demos/textdemo)</span></a>');
    expect(html).toContain('<a href="/demos/image">इमेज डेमो</a>।');

    const englishHtml = render("en", await getApiGuide(ORIGIN));
    expect(englishHtml).not.toContain(' lang="');
    expect(englishHtml).toContain('<a href="#text-to-speech-heading">Text to speech (POST /api/demos/textdemo)</a>');
    expect(englishHtml).toContain('<code>Please enter some text</code></td><td data-label="When"');
    // Each endpoint's section is where a link to it lands: the editors' "#text-to-speech", the assistant's answers.
    for (const endpoint of (await getApiGuide(ORIGIN)).endpoints) expect(englishHtml).toMatch(new RegExp(`<section id="${endpoint.id}"`));
  });
});
