/**
 * The site's languages (issue 44): which language a path is in, the same path in another language,
 * UI strings and server messages in a catalogue's language, and the language an API call runs in.
 */
import { afterEach, describe, expect, it } from "vitest";
import { forgetSettings } from "~/config.server";
import { currentLanguage, withRequestLanguage } from "./language.server";
import { hasLanguagePrefix, languageOfPath, pathInLanguage, pathWithoutLanguage } from "./languages";
import { translate, translateMessage } from "./translate";

describe("paths in languages", () => {
  it("reads the language from the prefix, only for a language the site serves", () => {
    expect(languageOfPath("/hi/bfsi", ["en", "hi"])).toBe("hi");
    expect(languageOfPath("/hi", ["en", "hi"])).toBe("hi");
    expect(languageOfPath("/bn/bfsi", ["en", "hi"])).toBe("en");
    // An industry whose slug happens to start like a code is not a language.
    expect(languageOfPath("/highways", ["en", "hi"])).toBe("en");
    expect(hasLanguagePrefix("/bn/about")).toBe(true);
    expect(hasLanguagePrefix("/about")).toBe(false);
  });

  it("moves a path between languages, keeping its query and fragment, and leaves files and the API alone", () => {
    expect(pathInLanguage("/bfsi", "hi")).toBe("/hi/bfsi");
    expect(pathInLanguage("/", "hi")).toBe("/hi");
    expect(pathInLanguage("/ourproducts#kathana-meet", "hi")).toBe("/hi/ourproducts#kathana-meet");
    expect(pathInLanguage("/demos/alldemos?medium=voice", "hi")).toBe("/hi/demos/alldemos?medium=voice");
    expect(pathInLanguage("/hi/bfsi", "en")).toBe("/bfsi");
    expect(pathInLanguage("/hi/bfsi", "hi")).toBe("/hi/bfsi");
    expect(pathInLanguage("/api/assistant", "hi")).toBe("/api/assistant");
    expect(pathInLanguage("/content/files/a.pdf", "hi")).toBe("/content/files/a.pdf");
    expect(pathInLanguage("https://example.com/x", "hi")).toBe("https://example.com/x");
    expect(pathInLanguage("//example.com/x", "hi")).toBe("//example.com/x");
    expect(pathWithoutLanguage("/hi")).toBe("/");
    expect(pathWithoutLanguage("/hi/blogs/1")).toBe("/blogs/1");
  });
});

describe("catalogues", () => {
  const hi = {
    "Play {label}": "{label} चलाएँ",
    "{label} must be at most {max} characters long": "{label} में ज़्यादा से ज़्यादा {max} अक्षर हो सकते हैं",
    "Full Name": "पूरा नाम",
    "Please fill all the fields": "कृपया सभी फ़ील्ड भरें",
  };

  it("translates a UI string, fills its placeholders after translating, and keeps English without a catalogue", () => {
    expect(translate(hi, "Play {label}", { label: "वीडियो" })).toBe("वीडियो चलाएँ");
    expect(translate(null, "Play {label}", { label: "video" })).toBe("Play video");
    expect(translate(hi, "Not in the catalogue")).toBe("Not in the catalogue");
  });

  it("translates a server's message by its template, with the values it names translated too", () => {
    expect(translateMessage(hi, "Please fill all the fields")).toBe("कृपया सभी फ़ील्ड भरें");
    expect(translateMessage(hi, "Full Name must be at most 100 characters long")).toBe("पूरा नाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं");
    expect(translateMessage(hi, "Something nobody wrote down")).toBe("Something nobody wrote down");
    expect(translateMessage(null, "Full Name must be at most 100 characters long")).toBe("Full Name must be at most 100 characters long");
  });
});

describe("the language a request runs in", () => {
  afterEach(() => {
    delete process.env.SITE_LANGUAGES;
    forgetSettings();
  });
  const host = "www.kathana.example";
  const inRequest = (request: { path: string; referer?: string; host?: string }) => withRequestLanguage(request, () => currentLanguage());

  it("is a page's from its path, and an API call's from the page of this site that made it", () => {
    expect(inRequest({ path: "/hi/contact" })).toBe("hi");
    expect(inRequest({ path: "/contact" })).toBe("en");
    expect(inRequest({ path: "/api/auth/reset_password", referer: `https://${host}/hi/forgotpassword`, host })).toBe("hi");
    // Another site's page, or no page at all (an outside client of SPEC §7): the default.
    expect(inRequest({ path: "/api/auth/reset_password", referer: "https://elsewhere.example/hi/x", host })).toBe("en");
    expect(inRequest({ path: "/api/auth/reset_password", host })).toBe("en");
    expect(inRequest({ path: "/api/auth/reset_password", referer: "not a url", host })).toBe("en");
    // A page's own path decides, whatever page linked to it.
    expect(inRequest({ path: "/contact", referer: `https://${host}/hi/about`, host })).toBe("en");
  });

  it("serves only the languages SITE_LANGUAGES names: a third is configuration", () => {
    expect(inRequest({ path: "/bn/about" })).toBe("en");
    process.env.SITE_LANGUAGES = "en,hi,bn";
    forgetSettings();
    expect(inRequest({ path: "/bn/about" })).toBe("bn");
  });
});
