import { describe, expect, it } from "vitest";
import {
  articleJsonLd,
  bodyText,
  countWords,
  formatPublished,
  parseBlogId,
  readingMinutes,
  readingTimeLabel,
  WORDS_PER_MINUTE,
  type TextNode,
} from "./article";

const block = (...texts: string[]): TextNode => ({ _type: "block", children: texts.map((text) => ({ text })) });
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("parseBlogId", () => {
  it("accepts plain positive whole numbers", () => {
    expect(parseBlogId("1")).toBe(1);
    expect(parseBlogId("4")).toBe(4);
    expect(parseBlogId("12")).toBe(12);
  });

  it("rejects everything that would alias or break an article address", () => {
    for (const raw of [undefined, "", "0", "-1", "01", "1.5", "1e0", " 1", "1 ", "abc", "0x1", "+1", "9999999999"]) {
      expect(parseBlogId(raw), String(raw)).toBeNull();
    }
  });
});

describe("reading time", () => {
  it("reads the spans of every paragraph and the image captions, nothing else", () => {
    const body: TextNode[] = [block("Hello ", "world."), { _type: "blogImage", caption: "A caption" }, { _type: "blogImage" }, block("Bye.")];
    expect(bodyText(body)).toBe("Hello world.\n\nA caption\n\nBye.");
    expect(countWords(bodyText(body))).toBe(5);
  });

  it("does not count punctuation on its own as a word", () => {
    expect(countWords("Voice — text, image · video")).toBe(4);
    expect(countWords("  ")).toBe(0);
  });

  it("rounds up and never says 0 minutes", () => {
    expect(readingMinutes([])).toBe(1);
    expect(readingMinutes(null)).toBe(1);
    expect(readingMinutes([block(words(WORDS_PER_MINUTE))])).toBe(1);
    expect(readingMinutes([block(words(WORDS_PER_MINUTE + 1))])).toBe(2);
    expect(readingMinutes([block(words(3 * WORDS_PER_MINUTE)), block(words(10))])).toBe(4);
    expect(readingTimeLabel(4)).toBe("4 min read");
  });
});

describe("formatPublished", () => {
  it("formats the calendar date without a time-zone shift", () => {
    expect(formatPublished("2025-08-12")).toBe("12 August 2025");
    expect(formatPublished("2025-12-31")).toBe("31 December 2025");
    expect(formatPublished("2025-08-12", "hi-IN")).toBe("12 अगस्त 2025");
  });

  it("gives null for missing or malformed dates", () => {
    expect(formatPublished(null)).toBeNull();
    expect(formatPublished("yesterday")).toBeNull();
    expect(formatPublished("2025-13-45")).toBeNull();
  });
});

describe("articleJsonLd", () => {
  const input = {
    url: "https://kathana.example/blogs/2",
    headline: "Voice Automation driving Business Growth",
    description: "Why voice bots pay off.",
    image: "https://kathana.example/content/images/x.png",
    datePublished: "2025-09-24",
    author: "Rohan Verma",
    publisher: { name: "Kathana AI", url: "https://kathana.example/", logo: "https://kathana.example/logo.png" },
    wordCount: 512,
  };

  it("describes a BlogPosting with every field search engines ask for", () => {
    expect(articleJsonLd(input)).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: input.headline,
      description: input.description,
      image: [input.image],
      datePublished: "2025-09-24",
      author: { "@type": "Person", name: "Rohan Verma" },
      publisher: {
        "@type": "Organization",
        name: "Kathana AI",
        url: "https://kathana.example/",
        logo: { "@type": "ImageObject", url: "https://kathana.example/logo.png" },
      },
      mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
      url: input.url,
      wordCount: 512,
    });
  });

  it("leaves out what the article does not have", () => {
    const data = articleJsonLd({ url: input.url, headline: "T", publisher: { name: "K", url: "https://k.example/" } });
    expect(Object.keys(data).sort()).toEqual(["@context", "@type", "headline", "mainEntityOfPage", "publisher", "url"]);
    expect(data.publisher).toEqual({ "@type": "Organization", name: "K", url: "https://k.example/" });
  });
});
