import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "./fixtures";
import { byId, ofType, str } from "./seed";

interface SeedProduct {
  title: string;
  slug: { current: string };
  order: number;
  bullets: string[];
  websiteUrl?: string;
  scheduleDemo: boolean;
  video?: unknown;
}
interface SeedMediaLink {
  cardText: string;
  outlet: string;
  region: string;
  href: string;
}

const products = (ofType("product") as unknown as SeedProduct[]).sort((a, b) => a.order - b.order);
const about = byId("aboutPage")!;
const mediaLinks = about.mediaLinks as SeedMediaLink[];
const readMore = about.readMore as string[];

const productSection = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
const productHeading = (page: Page, title: string) => page.getByRole("heading", { level: 2, name: title, exact: true });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Lands on /ourproducts scrolled to `title`: heading on screen, page not at the top, focus on it. */
async function expectScrolledTo(page: Page, title: string) {
  await expect(page).toHaveURL(/\/ourproducts$/);
  const heading = productHeading(page, title);
  await expect(heading).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  await expect(heading).toBeFocused();
}

test.describe("Our Products", () => {
  test("shows the five products in order, each with its bullet points", async ({ page }) => {
    expect(products.map((p) => p.title)).toHaveLength(5);
    await page.goto("/ourproducts");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(str(byId("pageMeta-ourproducts")?.heading) || "Our Products");
    await expect(page.getByTestId("product").getByRole("heading", { level: 2 })).toHaveText(products.map((p) => p.title));
    for (const product of products) {
      const items = productSection(page, product.title).getByRole("listitem");
      await expect(items).toHaveText(product.bullets);
    }
  });

  test("Go To Website on the three products SPEC names, Schedule a Demo to /contact on the two", async ({ page }) => {
    // SPEC §2: the video conferencing, announcements and survey products; announcements and voice bot.
    expect(products.filter((p) => p.websiteUrl).map((p) => p.slug.current)).toEqual(["kathana-meet", "kathana-announce", "kathana-survey"]);
    expect(products.filter((p) => p.scheduleDemo).map((p) => p.slug.current)).toEqual(["kathana-announce", "kathana-voicebot"]);
    await page.goto("/ourproducts");
    await expect(page.getByRole("link", { name: /^Go To Website/ })).toHaveCount(3);
    await expect(page.getByRole("link", { name: /^Schedule a Demo/ })).toHaveCount(2);
    for (const product of products) {
      const section = productSection(page, product.title);
      const website = section.getByRole("link", { name: /^Go To Website/ });
      if (product.websiteUrl) {
        await expect(website).toHaveAttribute("href", product.websiteUrl);
        await expect(website).toHaveAttribute("target", "_blank");
        await expect(website).toHaveAttribute("rel", /noopener/);
        await expect(website).toHaveAccessibleName(/opens in a new tab/);
      } else {
        await expect(website).toHaveCount(0);
      }
      const demo = section.getByRole("link", { name: /^Schedule a Demo/ });
      if (product.scheduleDemo) await expect(demo).toHaveAttribute("href", "/contact");
      else await expect(demo).toHaveCount(0);
    }
    await productSection(page, "Kathana VoiceBot")
      .getByRole("link", { name: /^Schedule a Demo/ })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("videos have controls, a captions track, download nothing on load and get their poster near the viewport", async ({ page }) => {
    const media: string[] = [];
    page.on("request", (request) => {
      if (/\.(mp4|webm)(\?|$)/.test(request.url())) media.push(request.url());
    });
    await page.goto("/ourproducts");
    const videos = page.getByTestId("product-video");
    await expect(videos).toHaveCount(products.filter((p) => p.video).length);
    for (const video of await videos.all()) {
      await expect(video).toHaveAttribute("controls", "");
      await expect(video).toHaveAttribute("preload", "none");
      await expect(video).toHaveAttribute("width", /\d+/);
      await expect(video).toHaveAttribute("height", /\d+/);
      await expectCaptions(page, video);
      await video.scrollIntoViewIfNeeded();
      await expect(video).toHaveAttribute("poster", /\/content\/images\//);
    }
    expect(media).toEqual([]);
  });

  test("the footer's product links land on that product from another page", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Kathana Survey", exact: true }).click();
    await expectScrolledTo(page, "Kathana Survey");
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown }).usr)).toEqual({ to: "Kathana Survey" });

    // From /ourproducts itself, to another product, then "Our Products" ({to: "top"}) back to the top.
    await page.getByRole("contentinfo").getByRole("link", { name: "Kathana Assist", exact: true }).click();
    await expectScrolledTo(page, "Kathana Assist");
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Products", exact: true }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("the home page's product cards land on that product", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("products").getByRole("link", { name: "Kathana VoiceBot", exact: true }).click();
    await expectScrolledTo(page, "Kathana VoiceBot");
  });

  test("the header menu's product links land on that product, instantly under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/contact");
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu
      .locator("summary")
      .filter({ hasText: /^Products$/ })
      .click();
    await menu.getByRole("link", { name: "Kathana Announce", exact: true }).click();
    await expectScrolledTo(page, "Kathana Announce");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  });

  test("a #slug link lands on its product, with JavaScript and without", async ({ page, browser }) => {
    await page.goto("/ourproducts#kathana-voicebot");
    await expect(productHeading(page, "Kathana VoiceBot")).toBeInViewport();
    await expect(productHeading(page, "Kathana VoiceBot")).toBeFocused();

    // axe needs scripts: this context is not checked by it (the same markup passes axe above).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto("/ourproducts");
    await noJs.getByRole("navigation", { name: "Products on this page" }).getByRole("link", { name: "Kathana Assist" }).click();
    await expect(noJs).toHaveURL(/#kathana-assist$/);
    await expect(productHeading(noJs, "Kathana Assist")).toBeInViewport();
    await context.close();
  });

  test("a plain visit starts at the top", async ({ page }) => {
    await page.goto("/ourproducts");
    expect(await scrollY(page)).toBe(0);
    await expect(productHeading(page, products[0]!.title)).not.toBeFocused();
  });
});

async function expectCaptions(page: Page, video: import("@playwright/test").Locator) {
  const track = video.locator('track[kind="captions"]');
  await expect(track).toHaveCount(1);
  await expect(track).toHaveAttribute("default", "");
  await expect(track).toHaveAttribute("srclang", /^(en|hi)$/);
  await expect(track).toHaveAttribute("label", /^(English|Hindi)$/);
  const src = await track.getAttribute("src");
  expect(src).toMatch(/^\/content\/files\/.+\.vtt$/);
  const response = await page.request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/vtt/);
  const body = await response.text();
  expect(body.startsWith("WEBVTT")).toBe(true);
  expect(body).toMatch(/\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}/);
}

test("the home page's voice bot video has its captions track too", async ({ page }) => {
  await page.goto("/");
  await expectCaptions(page, page.getByTestId("voicebot-video"));
});

test.describe("About", () => {
  test("shows the mission, and Read More / Read Less toggles the rest", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(str(about.heading));
    await expect(page.getByText(str(about.mission))).toBeVisible();
    const button = page.getByRole("button", { name: "Read More" });
    const text = page.getByTestId("read-more-text");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAttribute("aria-controls", (await text.getAttribute("id"))!);
    await expect(text).toBeHidden();
    await expect(text).toHaveAttribute("hidden", "");

    await button.click();
    const less = page.getByRole("button", { name: "Read Less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await expect(less).toBeFocused();
    for (const paragraph of readMore) await expect(text.getByText(paragraph)).toBeVisible();
    await expectNoAxeViolations(page);

    await less.press("Enter");
    await expect(page.getByRole("button", { name: "Read More" })).toHaveAttribute("aria-expanded", "false");
    await expect(text).toBeHidden();
  });

  test("without JavaScript the Read More text is open and there is no button that cannot work", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about");
    for (const paragraph of readMore) await expect(page.getByText(paragraph)).toBeVisible();
    await expect(page.getByRole("button", { name: "Read More" })).toBeHidden();
    await context.close();
  });

  test("both product videos have controls, a poster, no preload and a captions track that is served", async ({ page }) => {
    const media: string[] = [];
    page.on("request", (request) => {
      if (/\.(mp4|webm)(\?|$)/.test(request.url())) media.push(request.url());
    });
    await page.goto("/about");
    const videos = page.getByTestId("about-video");
    await expect(videos).toHaveCount(2);
    for (const [i, video] of (await videos.all()).entries()) {
      await expect(video).toHaveAttribute("controls", "");
      await expect(video).toHaveAttribute("preload", "none");
      await expect(video).toHaveAccessibleName(str((about.videos as Array<{ title: string }>)[i]!.title));
      await expectCaptions(page, video);
      await video.scrollIntoViewIfNeeded();
      await expect(video).toHaveAttribute("poster", /\/content\/images\//);
    }
    expect(media).toEqual([]);
  });

  test("media links are external links to Indian and international press", async ({ page }) => {
    await page.goto("/about");
    for (const [region, heading] of [
      ["India", "Indian press"],
      ["International", "International press"],
    ] as const) {
      const list = page.getByRole("list", { name: heading });
      const expected = mediaLinks.filter((m) => m.region === region);
      expect(expected.length).toBeGreaterThan(0);
      const links = list.getByRole("link");
      await expect(links).toHaveCount(expected.length);
      for (const [i, link] of expected.entries()) {
        const a = links.nth(i);
        await expect(a).toHaveAttribute("href", link.href);
        await expect(a).toHaveAttribute("target", "_blank");
        await expect(a).toHaveAttribute("rel", /noopener/);
        await expect(a).toHaveAccessibleName(`${link.cardText} (opens in a new tab)`);
        await expect(list.getByText(link.outlet, { exact: true })).toBeVisible();
      }
    }
  });
});
