import { describe, expect, it } from "vitest";
import type { ContentEnv } from "~/content/image";
import { composeTitle, pageMetaTags, shareImageUrl, snippet } from "./meta";

const embedded: ContentEnv = { projectId: "local", dataset: "seed", assetBaseUrl: "/content" };
const hosted: ContentEnv = { projectId: "abc123", dataset: "production", assetBaseUrl: "https://cdn.sanity.io" };
const SHARE = { asset: { _ref: "image-5a5e-1200x630-jpg" }, alt: "Kathana AI share card" };
const COVER = { asset: { _ref: "image-c0ffee-960x640-svg" }, alt: "A banking voice bot" };

function root(overrides: Record<string, unknown> = {}) {
  return {
    id: "root",
    data: {
      layout: { settings: { siteName: "Kathana AI", defaultDescription: "The default description of the site.", shareImage: SHARE } },
      contentEnv: embedded,
      publicOrigin: "https://kathana.example",
      ...overrides,
    },
  };
}

/** The tags as a map "title" / "name:…" / "property:…" → content (fails on duplicates). */
function tagMap(tags: ReturnType<typeof pageMetaTags>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const tag of tags) {
    const t = tag as Record<string, string>;
    const key = "title" in t ? "title" : "name" in t ? `name:${t.name}` : `property:${t.property}`;
    expect(out[key], `duplicate ${key}`).toBeUndefined();
    out[key] = t.title ?? t.content ?? "";
  }
  return out;
}

describe("composeTitle", () => {
  it("appends the site name once", () => {
    expect(composeTitle("BFSI", "Kathana AI")).toEqual({ page: "BFSI", document: "BFSI | Kathana AI" });
    expect(composeTitle("Careers | Kathana AI", "Kathana AI")).toEqual({ page: "Careers", document: "Careers | Kathana AI" });
    expect(composeTitle("Kathana AI | Conversational AI", "Kathana AI").document).toBe("Kathana AI | Conversational AI");
    expect(composeTitle("  ", "Kathana AI")).toEqual({ page: "Kathana AI", document: "Kathana AI" });
    expect(composeTitle(null, "Kathana AI").document).toBe("Kathana AI");
  });
});

describe("snippet", () => {
  it("keeps short descriptions, else whole sentences, else words with an ellipsis", () => {
    expect(snippet("  A short   text. ")).toBe("A short text.");
    const sentences = `${"First sentence is long enough to keep on its own here. ".repeat(3)}Then more.`;
    expect(snippet(sentences, 150)).toBe("First sentence is long enough to keep on its own here. First sentence is long enough to keep on its own here.");
    const words = "word ".repeat(60);
    const cut = snippet(words, 100);
    expect(cut.endsWith("word…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(101);
  });
});

describe("shareImageUrl", () => {
  it("is absolute, 1200×630, cropped, JPEG, on the public origin in embedded mode", () => {
    const url = new URL(shareImageUrl(embedded, "https://kathana.example/", COVER));
    expect(url.origin).toBe("https://kathana.example");
    expect(url.pathname).toBe("/content/images/local/seed/c0ffee-960x640.svg");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ w: "1200", h: "630", fit: "crop", fm: "jpg" });
  });

  it("keeps the CDN's own absolute URL in hosted mode", () => {
    expect(shareImageUrl(hosted, "https://kathana.example", SHARE)).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\/5a5e-1200x630\.jpg\?/);
  });
});

describe("pageMetaTags", () => {
  it("gives title, description, Open Graph and a large Twitter card with the page's image", () => {
    const tags = tagMap(pageMetaTags([root()], { title: "BFSI", description: "Voice bots for banks.", image: COVER }));
    expect(tags).toMatchObject({
      title: "BFSI | Kathana AI",
      "name:description": "Voice bots for banks.",
      "property:og:title": "BFSI",
      "property:og:description": "Voice bots for banks.",
      "property:og:type": "website",
      "property:og:site_name": "Kathana AI",
      "property:og:locale": "en_IN",
      "property:og:image:width": "1200",
      "property:og:image:height": "630",
      "property:og:image:alt": "A banking voice bot",
      "name:twitter:card": "summary_large_image",
      "name:twitter:title": "BFSI",
      "name:twitter:description": "Voice bots for banks.",
    });
    expect(tags["property:og:image"]).toMatch(/^https:\/\/kathana\.example\/content\/images\/local\/seed\/c0ffee-960x640\.svg\?/);
    expect(tags["name:twitter:image"]).toBe(tags["property:og:image"]);
    // Canonical and og:url belong to the root Layout, never to a route's meta.
    expect(tags["property:og:url"]).toBeUndefined();
  });

  it("falls back to the site's description and share image, and takes the article type", () => {
    const tags = tagMap(pageMetaTags([root()], { title: "A post", type: "article" }));
    expect(tags["name:description"]).toBe("The default description of the site.");
    expect(tags["property:og:type"]).toBe("article");
    expect(tags["property:og:image"]).toContain("/5a5e-1200x630.jpg?");
    expect(tags["property:og:image:alt"]).toBe("Kathana AI share card");
  });

  it("uses a small card when there is no image at all", () => {
    const tags = tagMap(pageMetaTags([root({ layout: { settings: { siteName: "Kathana AI", defaultDescription: "Default text here." } } })], null));
    expect(tags.title).toBe("Kathana AI");
    expect(tags["name:twitter:card"]).toBe("summary");
    expect(tags["property:og:image"]).toBeUndefined();
  });

  it("works without root data (error before the root loader)", () => {
    const tags = tagMap(pageMetaTags([], { title: "Page not found" }));
    expect(tags.title).toBe("Page not found | Kathana AI");
    expect(tags["name:description"]).toBeUndefined();
  });
});
