/**
 * Blogs (issue 10, SPEC.md §2 "Blogs"): the list of four cards, the article page (body with inline
 * images, reading time, JSON-LD), Previous/Next bounds with the neighbouring titles, Back, the 404
 * for unknown ids, and the same pages without JavaScript. Every page.goto also runs axe.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expect, test } from "./fixtures";
import { ofType, str } from "./seed";

/** SPEC.md §2 Blogs, in article order. */
const SPEC_TITLES = [
  "Educational Transformation through Digitization",
  "Voice Automation driving Business Growth",
  "Conversational AI and its use in the Contact Center",
  "Transforming Surveys",
];

type BodyNode = { _type: string; alt?: string; caption?: string };
const posts = ofType("blogPost").sort((a, b) => Number(a.blogId) - Number(b.blogId));
const post = (id: number) => posts.find((p) => p.blogId === id)!;
const bodyOf = (id: number) => post(id).body as BodyNode[];

const postNav = (page: Page) => page.getByRole("navigation", { name: "Previous and next articles" });
const navItem = (page: Page, kind: "previous" | "next") => postNav(page).locator(`[data-post-nav="${kind}"]`);

async function expectDisabled(page: Page, kind: "previous" | "next") {
  const label = kind === "previous" ? "Previous Blog" : "Next Blog";
  await expect(navItem(page, kind)).toContainText(label);
  await expect(navItem(page, kind)).toHaveAttribute("data-disabled", "true");
  // Not a link: nothing to focus, click or follow.
  await expect(postNav(page).getByRole("link", { name: new RegExp(label) })).toHaveCount(0);
  expect(await navItem(page, kind).evaluate((el) => el.tagName)).not.toBe("A");
}

async function expectNeighbour(page: Page, kind: "previous" | "next", id: number) {
  const label = kind === "previous" ? "Previous Blog" : "Next Blog";
  const link = postNav(page).getByRole("link", { name: new RegExp(label) });
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute("href", `/blogs/${id}`);
  await expect(link).toContainText(SPEC_TITLES[id - 1]!);
}

test.describe("blog list", () => {
  test("the seed carries SPEC's four titles as articles 1 to 4", () => {
    expect(posts.map((p) => p.blogId)).toEqual([1, 2, 3, 4]);
    expect(posts.map((p) => p.title)).toEqual(SPEC_TITLES);
  });

  test("shows four cards, one title link each, to /blogs/1 to /blogs/4", async ({ page }) => {
    const response = await page.goto("/blogs");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogs");

    const cards = page.getByRole("region", { name: "Articles" }).getByRole("listitem");
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(SPEC_TITLES);
    for (let i = 0; i < 4; i++) {
      const card = cards.nth(i);
      await expect(card.getByRole("link")).toHaveCount(1);
      await expect(card.getByRole("link")).toHaveAttribute("href", `/blogs/${i + 1}`);
      await expect(card.getByRole("link")).toHaveAccessibleName(SPEC_TITLES[i]!);
      await expect(card).toContainText(str(post(i + 1).excerpt));
      await expect(card).toContainText(str(post(i + 1).author));
      await expect(card).toContainText(/\d+ min read/);
      const img = card.locator("img");
      await expect(img).toHaveAttribute("alt", str((post(i + 1).coverImage as { alt: string }).alt));
      await expect(img).toHaveAttribute("width", /\d+/);
      await expect(img).toHaveAttribute("height", /\d+/);
      // The first row (two cards) is above the fold; the rest wait until scrolled to.
      await expect(img).toHaveAttribute("loading", i < 2 ? "eager" : "lazy");
      // On a phone the first picture is the largest paint.
      if (i === 0) await expect(img).toHaveAttribute("fetchpriority", "high");
      else await expect(img).not.toHaveAttribute("fetchpriority", /./);
    }
  });

  test("the whole card is clickable and leads to the article", async ({ page }) => {
    await page.goto("/blogs");
    const card = page.getByRole("region", { name: "Articles" }).getByRole("listitem").nth(2);
    // A click on the picture lands on the title link stretched over the card.
    await card.scrollIntoViewIfNeeded();
    const box = (await card.locator("img").boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/blogs\/3$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SPEC_TITLES[2]!);
    await expectNoAxeViolations(page);
  });
});

test.describe("blog article", () => {
  test("article 1: title, byline, cover, body with inline images, JSON-LD", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto("/blogs/1");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${SPEC_TITLES[0]} | Kathana AI`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", str(post(1).excerpt));

    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(SPEC_TITLES[0]!);
    await expect(article).toContainText(str(post(1).author));
    await expect(article.locator("time")).toHaveAttribute("datetime", str(post(1).publishedAt));
    await expect(article.locator("time")).toHaveText("12 August 2025");
    await expect(article.getByText(/^\d+ min read$/)).toHaveCount(1);

    // The cover is the page's largest paint: eager and first in line.
    const cover = article.locator("img").first();
    await expect(cover).toHaveAttribute("alt", str((post(1).coverImage as { alt: string }).alt));
    await expect(cover).toHaveAttribute("loading", "eager");
    await expect(cover).toHaveAttribute("fetchpriority", "high");

    // Body: the seed's paragraphs (at most seven) and its inline images with alt and caption.
    const body = bodyOf(1);
    const paragraphs = body.filter((n) => n._type === "block");
    const images = body.filter((n) => n._type === "blogImage");
    expect(paragraphs.length).toBeGreaterThan(0);
    expect(paragraphs.length).toBeLessThanOrEqual(7);
    expect(images.length).toBeGreaterThan(0);
    await expect(article.locator(".prose > p")).toHaveCount(paragraphs.length);
    const figures = article.locator("figure");
    await expect(figures).toHaveCount(images.length);
    for (let i = 0; i < images.length; i++) {
      const figure = figures.nth(i);
      await expect(figure.locator("img")).toHaveAttribute("alt", images[i]!.alt!);
      await expect(figure.locator("img")).toHaveAttribute("loading", "lazy");
      await expect(figure.locator("img")).toHaveAttribute("width", /\d+/);
      await expect(figure.locator("img")).toHaveAttribute("height", /\d+/);
      if (images[i]!.caption) await expect(figure.locator("figcaption")).toHaveText(images[i]!.caption!);
    }
    // Inline images really load once scrolled to.
    await figures.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        figures
          .last()
          .locator("img")
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);

    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    // Rendered with the response's CSP nonce, like every other script element.
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(response!.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(await scripts.evaluate((el: HTMLScriptElement) => el.nonce)).toBe(nonce);
    const data = JSON.parse((await scripts.textContent()) ?? "") as Record<string, unknown>;
    const origin = new URL(page.url()).origin;
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("BlogPosting");
    expect(data.headline).toBe(SPEC_TITLES[0]);
    expect(data.datePublished).toBe(str(post(1).publishedAt));
    expect(data.author).toEqual({ "@type": "Person", name: str(post(1).author) });
    expect(data.mainEntityOfPage).toEqual({ "@type": "WebPage", "@id": `${origin}/blogs/1` });
    expect((data.publisher as { name: string }).name).toBe("Kathana AI");
    const [image] = data.image as string[];
    expect(image).toMatch(new RegExp(`^${origin}/`));
    // One share picture for link previews and search engines.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", image!);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    const imageResponse = await page.request.get(image!);
    expect(imageResponse.status()).toBe(200);
    expect(imageResponse.headers()["content-type"]).toMatch(/^image\/(png|jpeg)$/);
    // Hydration, CSP (the nonce on the data block) and the lazy images raised nothing.
    expect(errors).toEqual([]);
  });

  test("article 1: Previous is disabled, Next shows article 2's title and goes there", async ({ page }) => {
    await page.goto("/blogs/1");
    await expectDisabled(page, "previous");
    await expectNeighbour(page, "next", 2);
    await postNav(page)
      .getByRole("link", { name: /Next Blog/ })
      .focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/blogs\/2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SPEC_TITLES[1]!);
    // Focus moved to the new article's title, at the top of the page.
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByText(/^\d+ min read$/)).toHaveCount(1);
    // Client-side navigation replaced the structured data, too.
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "") as { headline: string };
    expect(data.headline).toBe(SPEC_TITLES[1]);
    await expectNoAxeViolations(page);
  });

  test("article 2: both neighbours are links with their titles", async ({ page }) => {
    await page.goto("/blogs/2");
    await expectNeighbour(page, "previous", 1);
    await expectNeighbour(page, "next", 3);
    await postNav(page)
      .getByRole("link", { name: /Previous Blog/ })
      .click();
    await expect(page).toHaveURL(/\/blogs\/1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SPEC_TITLES[0]!);
  });

  test("article 4: Next is disabled, Previous shows article 3's title", async ({ page }) => {
    await page.goto("/blogs/4");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SPEC_TITLES[3]!);
    await expectDisabled(page, "next");
    await expectNeighbour(page, "previous", 3);
  });

  test("Back returns to /blogs", async ({ page }) => {
    await page.goto("/blogs/3");
    await page.getByRole("link", { name: "Back to Blogs" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole("region", { name: "Articles" }).getByRole("listitem")).toHaveCount(4);
  });

  for (const id of ["5", "0", "abc", "1.5", "01"]) {
    test(`/blogs/${id} is the styled 404 with status 404`, async ({ page }) => {
      const response = await page.goto(`/blogs/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    });
  }
});

test.describe("blogs on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("list and article fit the screen without sideways scrolling", async ({ page }) => {
    for (const path of ["/blogs", "/blogs/1", "/blogs/4"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    // The cover spans the column and keeps its aspect ratio.
    const box = (await page.getByRole("article").locator("img").first().boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(Math.abs(box.width / box.height - 1200 / 630)).toBeLessThan(0.05);
  });
});

test.describe("blogs without JavaScript", () => {
  // axe needs script in the page, so this context uses the plain Playwright page (the same pages
  // pass axe with JavaScript above).
  test("list, article and neighbours are plain links that work", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/blogs");
      await page.getByRole("link", { name: SPEC_TITLES[3]! }).click();
      await expect(page).toHaveURL(/\/blogs\/4$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(SPEC_TITLES[3]!);
      await expectDisabled(page, "next");
      await postNav(page)
        .getByRole("link", { name: /Previous Blog/ })
        .click();
      await expect(page).toHaveURL(/\/blogs\/3$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(SPEC_TITLES[2]!);
      await page.getByRole("link", { name: "Back to Blogs" }).click();
      await expect(page).toHaveURL(/\/blogs$/);
    } finally {
      await context.close();
    }
  });
});
