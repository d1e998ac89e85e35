import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentEnvProvider } from "~/components/request-context";
import { SanityImage, type SanityImageProps } from "~/components/ui/SanityImage";
import { croppedDimensions, fileUrl, imageDimensions, urlFor, type ContentEnv } from "./image";

const embedded: ContentEnv = { projectId: "local", dataset: "seed", assetBaseUrl: "/content" };
const hosted: ContentEnv = { projectId: "abc123", dataset: "production", assetBaseUrl: "https://cdn.sanity.io" };
const PNG = { alt: "Banner", asset: { _ref: "image-f00d-320x160-png" } };
const CROPPED = {
  ...PNG,
  crop: { top: 0, bottom: 0, left: 0.25, right: 0 },
  hotspot: { x: 0.6, y: 0.5, width: 0.3, height: 0.3 },
};

/** Renders with the content environment a page would provide. */
function withEnv(env: ContentEnv, props: SanityImageProps): string {
  return renderToStaticMarkup(createElement(ContentEnvProvider, { value: env }, createElement(SanityImage, props)));
}

function render({ env = embedded, ...props }: Partial<SanityImageProps> & { env?: ContentEnv }): Record<string, string> {
  const html = withEnv(env, { image: PNG, width: 200, ...props });
  const attrs: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/ ([a-zA-Z-]+)="([^"]*)"/g)) {
    attrs[name!.toLowerCase()] = value!.replace(/&amp;/g, "&");
  }
  return attrs;
}

describe("asset URL builders", () => {
  it("read size and format from the asset id", () => {
    expect(imageDimensions(PNG)).toEqual({ id: "f00d", width: 320, height: 160, format: "png" });
    expect(imageDimensions({ asset: null })).toBeNull();
    expect(croppedDimensions(CROPPED)).toEqual({ width: 240, height: 160 });
  });

  it("give local URLs in embedded mode and CDN URLs in hosted mode from the same call", () => {
    expect(urlFor(embedded, PNG).width(100).url()).toBe("/content/images/local/seed/f00d-320x160.png?w=100");
    expect(urlFor(hosted, PNG).width(100).url()).toBe("https://cdn.sanity.io/images/abc123/production/f00d-320x160.png?w=100");
    expect(fileUrl(hosted, "file-beef-mp3")).toBe("https://cdn.sanity.io/files/abc123/production/beef.mp3");
  });

  it("ignore incomplete crop/hotspot objects instead of emitting NaN", () => {
    const url = urlFor(embedded, { ...PNG, crop: { top: 0.1 } })
      .width(50)
      .url();
    expect(url).not.toMatch(/NaN/);
  });
});

describe("<SanityImage>", () => {
  it("renders explicit size, alt, lazy loading, async decoding and a 1x/2x srcset", () => {
    const a = render({});
    expect(a.width).toBe("200");
    expect(a.height).toBe("100");
    expect(a.alt).toBe("Banner");
    expect(a.loading).toBe("lazy");
    expect(a.decoding).toBe("async");
    expect(a.src).toBe("/content/images/local/seed/f00d-320x160.png?w=200&fit=max&auto=format");
    expect(a.srcset).toBe(`${a.src} 1x, ${a.src}&dpr=2 2x`);
  });

  it("follows the editor's crop for the aspect ratio and crops to a fixed height around the hotspot", () => {
    const free = render({ image: CROPPED });
    expect(free.height).toBe("133");
    expect(free.src).toContain("rect=80,0,240,160");
    const fixed = render({ image: CROPPED, height: 200, loading: "eager", fetchPriority: "high" });
    expect(fixed.height).toBe("200");
    expect(fixed.src).toContain("rect=112,0,160,160&w=200&h=200&fit=crop");
    expect(fixed.loading).toBe("eager");
    expect(fixed.fetchpriority).toBe("high");
  });

  it("uses width descriptors with sizes, never wider than the source", () => {
    const a = render({ env: hosted, sizes: "(min-width: 800px) 200px, 100vw" });
    expect(a.sizes).toBe("(min-width: 800px) 200px, 100vw");
    const widths = a.srcset!.split(", ").map((c) => c.split(" ")[1]);
    expect(widths).toEqual(["200w", "320w"]);
    expect(a.src!.startsWith("https://cdn.sanity.io/images/abc123/production/")).toBe(true);
  });

  it("serves SVG without transform parameters", () => {
    const a = render({ image: { alt: "Logo", asset: { _ref: "image-cafe-120x60-svg" } }, width: 60 });
    expect(a.src).toBe("/content/images/local/seed/cafe-120x60.svg");
    expect(a.srcset).toBeUndefined();
    expect([a.width, a.height]).toEqual(["60", "30"]);
  });

  it("renders nothing without an asset", () => {
    const html = withEnv(embedded, { image: null, width: 10 });
    expect(html).toBe("");
  });
});
