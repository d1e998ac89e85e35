/*
 * What search engines may see of the route table (app/routes/). One list, read by the sitemap,
 * robots.txt and the root Layout's robots/canonical tags; site-routes.test.ts fails when a page
 * route is added without being classified here. Browser-safe (the Layout uses it).
 */

/** Public pages with a fixed address: all go into sitemap.xml, in this order. */
export const INDEXABLE_PAGES: readonly string[] = [
  "/",
  "/ourproducts",
  "/demos/alldemos",
  "/demos/voice",
  "/demos/voice/2",
  "/demos/text",
  "/demos/image",
  "/demos/video",
  "/developers/services",
  "/developers/api-guides",
  "/about",
  "/blogs",
  "/careers",
  "/contact",
  "/assistant",
  "/privacypolicy",
  "/termsofuse",
];

/**
 * Page routes whose addresses come from the dataset: the six industries (`/:industry` =
 * industry.slug) and blog posts (`/blogs/:id` = blogPost.blogId). Listed by sitemap.server.ts.
 */
export const DATASET_PAGES: readonly string[] = ["/:industry", "/blogs/:id"];

/**
 * Pages that render but must not be indexed (decision 0120): account forms, the logged-in pages,
 * one-time reset links and the placeholder page. A trailing "/" marks a prefix.
 */
export const NOINDEX_PAGES: readonly string[] = ["/login", "/signup", "/forgotpassword", "/reset-password/", "/account/", "/developers/api-key", "/comingsoon"];

/**
 * robots.txt Disallow lines: machine endpoints and per-user pages that no crawler has a reason to
 * fetch. Noindex pages that are linked publicly (/login, /signup…) stay crawlable on purpose: a
 * crawler must fetch them to see their noindex.
 */
export const DISALLOWED_PREFIXES: readonly string[] = ["/api/", "/account/", "/developers/api-key", "/reset-password/"];

/** Routes that are not pages (no HTML document): never in the sitemap, no head tags. */
export const RESOURCE_ROUTES: readonly string[] = ["/api/", "/content/", "/healthz", "/readyz", "/sitemap.xml", "/robots.txt"];

function matchesEntry(pathname: string, entry: string): boolean {
  return entry.endsWith("/") ? pathname.startsWith(entry) || pathname === entry.slice(0, -1) : pathname === entry;
}

/** "/a/b/" → "/a/b"; "/" stays. The form canonical URLs and the lists above use. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** False for the pages of NOINDEX_PAGES (error pages are decided by the Layout, which knows). */
export function isIndexable(pathname: string): boolean {
  const path = normalisePath(pathname);
  return !NOINDEX_PAGES.some((entry) => matchesEntry(path, entry));
}

/** Public origin + path, no query or fragment, no trailing slash except the home page's. */
export function canonicalUrl(origin: string, pathname: string): string {
  return `${origin.replace(/\/+$/, "")}${normalisePath(pathname)}`;
}
