import { test, expect } from "./fixtures";
import { byId, ofType, str, type SeedDoc } from "./seed";

const slugOf = (doc: SeedDoc) => str((doc.slug as { current?: string } | undefined)?.current);
const pageMeta = (path: string) => {
  const doc = ofType("pageMeta").find((d) => d.path === path);
  if (!doc) throw new Error(`seed has no pageMeta for ${path}`);
  return str(doc.heading) || str(doc.title);
};

/** Every route of SPEC.md's route table with the h1 the dataset says it shows. */
const routes: Array<[string, string]> = [
  ["/", pageMeta("/")],
  ["/demos/alldemos", pageMeta("/demos/alldemos")],
  ["/demos/voice", pageMeta("/demos/voice")],
  ["/demos/voice/2", pageMeta("/demos/voice/2")],
  ["/demos/text", pageMeta("/demos/text")],
  ["/demos/image", pageMeta("/demos/image")],
  ["/demos/video", str(byId("videoDemoPage")?.heading)],
  ["/ourproducts", pageMeta("/ourproducts")],
  // The industry page's h1 is its banner heading (decision 0080); `title` is the browser title.
  ...ofType("industry").map((d): [string, string] => [`/${slugOf(d)}`, str(d.bannerHeading) || str(d.title)]),
  ["/developers/services", str(byId("developerServicesPage")?.bannerHeading)],
  ["/developers/api-guides", pageMeta("/developers/api-guides")],
  ["/about", pageMeta("/about")],
  ["/blogs", pageMeta("/blogs")],
  ...ofType("blogPost").map((d): [string, string] => [`/blogs/${String(d.blogId)}`, str(d.title)]),
  ["/careers", str(byId("careersPage")?.heading)],
  ["/contact", str(byId("contactPage")?.heading)],
  ["/privacypolicy", str(ofType("legalPage").find((d) => slugOf(d) === "privacypolicy")?.title)],
  ["/termsofuse", str(ofType("legalPage").find((d) => slugOf(d) === "termsofuse")?.title)],
  ["/signup", pageMeta("/signup")],
  ["/login", pageMeta("/login")],
  ["/forgotpassword", pageMeta("/forgotpassword")],
  ["/reset-password/42/abc-token", pageMeta("/reset-password")],
  ["/comingsoon", str(byId("comingSoonPage")?.title)],
];

test.describe("route table", () => {
  test("has the six industry pages and four blog posts in the dataset", () => {
    expect(ofType("industry").map(slugOf).sort()).toEqual(
      ["automobiles", "bfsi", "fmcg", "healthcare", "quickservicerestaurants", "travelandhospitality"].sort(),
    );
    expect(ofType("blogPost")).toHaveLength(4);
  });

  for (const [path, heading] of routes) {
    test(`${path} answers 200 with its title, the header and the footer`, async ({ page }) => {
      expect(heading, "expected heading from the dataset").not.toBe("");
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(/Kathana AI/);
      // The footer is the last thing on every page.
      const lastLandmark = await page.evaluate(() => document.querySelector("body > footer:last-of-type") !== null);
      expect(lastLandmark).toBe(true);
    });
  }
});

test("an unknown path answers 404 with the styled not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page/anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const single = await page.goto("/not-an-industry");
  expect(single?.status()).toBe(404);
  const blog = await page.goto("/blogs/99");
  expect(blog?.status()).toBe(404);
});

test("the home page sends an enforced CSP with a nonce that every inline script carries", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  const response = await page.goto("/");
  const headers = response!.headers();
  const csp = headers["content-security-policy"];
  expect(csp).toBeDefined();
  expect(headers["content-security-policy-report-only"]).toBeUndefined();
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp!)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toMatch(/script-src 'self' 'nonce-/);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  // Every script element carries the header's nonce (the browser hides it from getAttribute).
  const scriptNonces = await page.evaluate(() => [...document.scripts].map((s) => s.nonce));
  expect(scriptNonces.length).toBeGreaterThan(0);
  for (const value of scriptNonces) expect(value).toBe(nonce);
  // An injected inline script without the nonce does not run.
  const ran = await page.evaluate(() => {
    const el = document.createElement("script");
    el.textContent = "window.__injected = true";
    document.body.appendChild(el);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect(headers["permissions-policy"]).toContain("microphone=(self)");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  // A second request gets a different nonce.
  const again = await page.request.get("/");
  expect(again.headers()["content-security-policy"]).not.toBe(csp);
  // The hydrated page ran without a CSP violation apart from the injected probe.
  expect(violations.filter((v) => !v.includes("inline script"))).toEqual([]);
});

test("fingerprinted build files are cached for a year and compressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  // The preloads arrive inert (`x-modulepreload`) and are started after the first paint (decision 0029).
  expect(html).not.toContain('<link rel="modulepreload"');
  const sources = [...html.matchAll(/<link rel="x-modulepreload" href="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(sources.length).toBeGreaterThan(0);
  let compressed = 0;
  for (const src of sources) {
    expect(src).toMatch(/-[A-Z0-9]{8}\.js$/);
    const response = await request.get(src, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("max-age=31536000");
    expect(response.headers()["cache-control"]).toContain("immutable");
    // Files under compression's 1 KB threshold are sent as they are.
    if ((await response.body()).length > 1024) {
      expect(response.headers()["content-encoding"], src).toBe("gzip");
      compressed++;
    }
  }
  expect(compressed).toBeGreaterThan(0);
});

test("after the first paint every inert preload is started and the app boots as Remix wrote it", async ({ page }) => {
  await page.goto("/");
  const count = (selector: string) => page.evaluate((s) => document.querySelectorAll(s).length, selector);
  await expect.poll(() => count('link[rel="x-modulepreload"]')).toBe(0);
  expect(await count('script[type="text/x-remix-boot"]')).toBe(0);
  await expect.poll(() => page.evaluate(() => "__remixRouter" in window)).toBe(true);
});

test("health and readiness probes answer", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready", database: true, content: true });
});
