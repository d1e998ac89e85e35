/*
 * The blog's rules, shared by its loaders and its components: the article number in the URL,
 * reading time from Portable Text, the publication date line and the article's structured data
 * (JSON-LD). No server imports, no React: unit-tested on their own.
 */

/** Reading speed behind "N min read": a common figure for web articles. */
export const WORDS_PER_MINUTE = 200;

/**
 * The article number from `/blogs/{id}`, or null. Only a plain positive whole number is an id:
 * "01", "1.5", "1e0" or " 1" would otherwise become aliases of a real article.
 */
export function parseBlogId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}

/** The parts of a Portable Text body the reading time looks at (blocks and captioned images). */
export interface TextNode {
  _type: string;
  children?: Array<{ text?: string }>;
  caption?: string | null;
}

/** All readable text of a body: every paragraph's spans and every image caption. */
export function bodyText(body: readonly TextNode[] | null | undefined): string {
  if (!body) return "";
  return body
    .map((node) => {
      if (node._type === "block") return (node.children ?? []).map((span) => span.text ?? "").join("");
      return node.caption ?? "";
    })
    .filter(Boolean)
    .join("\n\n");
}

export function countWords(text: string): number {
  const words = text
    .trim()
    .split(/\s+/u)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  return words.length;
}

/** Minutes to read a body, rounded up, at least 1. */
export function readingMinutes(body: readonly TextNode[] | null | undefined, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(countWords(bodyText(body)) / wordsPerMinute));
}

export const readingTimeLabel = (minutes: number) => `${minutes} min read`;

// Made on first use, one per locale: root.tsx imports this module into every page's bundle, and
// building a formatter loads ICU data, ~50 ms of a phone's main thread at start-up for a label only
// loaders use.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "12 August 2025" ("12 अगस्त 2025" for hi-IN) for a `YYYY-MM-DD` date (formatted as a calendar
 * date, never shifted by a time zone), or null for anything else.
 */
export function formatPublished(date: string | null | undefined, locale = "en-IN"): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return null;
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return null;
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" })));
  return format.format(parsed);
}

export interface ArticleInput {
  /** Absolute URL of the article page. */
  url: string;
  headline: string;
  description?: string | null;
  /** Absolute URL of the cover image. */
  image?: string | null;
  datePublished?: string | null;
  author?: string | null;
  publisher: { name: string; logo?: string | null; url: string };
  wordCount?: number;
}

/** schema.org BlogPosting for one article (what search engines read as the article card). */
export function articleJsonLd(input: ArticleInput): Record<string, unknown> {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.headline,
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
    url: input.url,
  };
  if (input.description) data.description = input.description;
  if (input.image) data.image = [input.image];
  if (input.datePublished) data.datePublished = input.datePublished;
  if (input.author) data.author = { "@type": "Person", name: input.author };
  data.publisher = {
    "@type": "Organization",
    name: input.publisher.name,
    url: input.publisher.url,
    ...(input.publisher.logo ? { logo: { "@type": "ImageObject", url: input.publisher.logo } } : {}),
  };
  if (input.wordCount) data.wordCount = input.wordCount;
  return data;
}
