import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { canonicalUrl, DATASET_PAGES, DISALLOWED_PREFIXES, INDEXABLE_PAGES, isIndexable, NOINDEX_PAGES, normalisePath, RESOURCE_ROUTES } from "./site-routes";

/** Remix flat-route name → URL pattern ("blogs.$id.tsx" or the folder "blogs.$id" → "/blogs/:id", "$" → "/*"). */
function routePattern(file: string): string {
  const name = file.replace(/\.(tsx?|jsx?)$/, "");
  const segments = name
    .replaceAll("[.]", "~dot~")
    .split(".")
    .map((segment) => segment.replaceAll("~dot~", "."))
    .filter((segment) => segment !== "_index")
    .map((segment) => (segment === "$" ? "*" : segment.startsWith("$") ? `:${segment.slice(1)}` : segment));
  return `/${segments.join("/")}`;
}

// Resource routes are files; pages are folders holding route.tsx (decision 0025).
const routeFiles = readdirSync("app/routes", { withFileTypes: true })
  .filter((entry) =>
    entry.isDirectory() ? existsSync(`app/routes/${entry.name}/route.tsx`) : /\.(tsx?|jsx?)$/.test(entry.name) && !entry.name.includes(".test."),
  )
  .map((entry) => entry.name);

describe("site routes", () => {
  it("classify every route of app/routes (a new page must be added to one list)", () => {
    const known = [...INDEXABLE_PAGES, ...DATASET_PAGES, "/*"];
    const unclassified = routeFiles
      .map(routePattern)
      .filter((pattern) => !known.includes(pattern))
      .filter((pattern) => !NOINDEX_PAGES.some((entry) => (entry.endsWith("/") ? pattern.startsWith(entry) : pattern === entry)))
      .filter((pattern) => !RESOURCE_ROUTES.some((entry) => (entry.endsWith("/") ? pattern.startsWith(entry) : pattern === entry)));
    expect(unclassified).toEqual([]);
  });

  it("list only pages that exist", () => {
    const patterns = new Set(routeFiles.map(routePattern));
    for (const path of [...INDEXABLE_PAGES, ...DATASET_PAGES]) expect(patterns, path).toContain(path);
    for (const entry of NOINDEX_PAGES) {
      const exists = [...patterns].some((p) => (entry.endsWith("/") ? p.startsWith(entry) : p === entry));
      expect(exists, entry).toBe(true);
    }
  });

  it("keep noindex pages out of the indexable list and disallow what is private", () => {
    for (const path of INDEXABLE_PAGES) expect(isIndexable(path), path).toBe(true);
    for (const path of ["/login", "/signup", "/forgotpassword", "/reset-password/3/abc", "/account/password", "/developers/api-key", "/comingsoon"]) {
      expect(isIndexable(path), path).toBe(false);
    }
    expect(isIndexable("/login/")).toBe(false);
    expect(isIndexable("/bfsi")).toBe(true);
    expect(DISALLOWED_PREFIXES).toContain("/api/");
    // A noindex page linked from the header must stay crawlable, or its noindex is never seen.
    for (const path of ["/login", "/signup", "/forgotpassword"]) {
      expect(
        DISALLOWED_PREFIXES.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false);
    }
  });

  it("build canonical URLs without query, fragment or trailing slash", () => {
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("/blogs/")).toBe("/blogs");
    expect(canonicalUrl("https://kathana.example/", "/")).toBe("https://kathana.example/");
    expect(canonicalUrl("https://kathana.example", "/demos/voice/")).toBe("https://kathana.example/demos/voice");
  });
});
