/** Structured data (JSON-LD) helpers shared by the site's and the articles' `<script>` elements. */

/** `url` made absolute against the site's public origin (URLs that already are absolute stay). */
export function absoluteUrl(origin: string, url: string): string {
  return new URL(url, `${origin.replace(/\/+$/, "")}/`).href;
}

/**
 * JSON for a `<script type="application/ld+json">` element. Content edited in the Studio must
 * not be able to close the element ("</script>") or open a comment, so `<`, `>` and `&` are
 * written as \u escapes (still the same JSON); U+2028/2029 likewise, for old parsers.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
