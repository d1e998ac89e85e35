import { test, expect } from "./fixtures";
import { byId, ofType, str } from "./seed";

const settings = byId("siteSettings")!;

test("contact page: e-mail, phone, VIEW MAP and the Noida address, and no form", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: str(settings.contactEmail) })).toHaveAttribute("href", `mailto:${str(settings.contactEmail)}`);
  await expect(main.getByRole("link", { name: str(settings.phone) })).toBeVisible();
  const map = main.getByRole("link", { name: /VIEW MAP/ });
  await expect(map).toHaveAttribute("href", str(settings.mapUrl));
  await expect(main.locator("address")).toContainText("Noida");
  await expect(main.locator("address")).toContainText("India");
  await expect(main.locator("form")).toHaveCount(0);
});

test("careers page: two positions, each with Apply Now", async ({ page }) => {
  await page.goto("/careers");
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(2);
  for (const career of ofType("career")) {
    const card = cards.filter({ hasText: str(career.position) });
    await expect(card.getByRole("heading", { name: str(career.position) })).toBeVisible();
    await expect(card.getByRole("link", { name: /Apply Now/ })).toHaveAttribute("href", /^mailto:/);
  }
});

test("terms of use set a minimum age of 18; privacy policy renders its sections", async ({ page }) => {
  await page.goto("/termsofuse");
  await expect(page.getByRole("main")).toContainText(/18 years/);
  await page.goto("/privacypolicy");
  expect(await page.getByRole("main").getByRole("heading", { level: 2 }).count()).toBeGreaterThan(3);
});

test("coming soon shows an image only", async ({ page }) => {
  await page.goto("/comingsoon");
  const main = page.getByRole("main");
  const image = main.getByRole("img");
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute("alt", /.+/);
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Nothing visible but the image (the heading is for screen readers only).
  const visibleText = await main.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll(".visually-hidden").forEach((hidden) => hidden.remove());
    return copy.textContent?.trim();
  });
  expect(visibleText).toBe("");
  await expect(main.getByRole("heading", { level: 1 })).toHaveClass(/visually-hidden/);
});

test("developer services: banner, both lists, and Sign Up & Get Started Now to /signup", async ({ page }) => {
  const doc = byId("developerServicesPage")!;
  await page.goto("/developers/services");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: str(doc.developerUsesHeading) })).toBeVisible();
  await expect(main.getByRole("heading", { name: str(doc.apiUsesHeading) })).toBeVisible();
  for (const item of [...(doc.developerUses as Array<{ title: string }>), ...(doc.apiUses as Array<{ title: string }>)]) {
    await expect(main.getByRole("heading", { name: item.title, exact: true })).toBeVisible();
  }
  await main.getByRole("link", { name: "Sign Up & Get Started Now" }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test("video demo page: the product's claims and the external link", async ({ page }) => {
  const doc = byId("videoDemoPage")!;
  await page.goto("/demos/video");
  const main = page.getByRole("main");
  await expect(main).toContainText("100 participants");
  await expect(main).toContainText("1,00,000+");
  await expect(main).toContainText(/record/i);
  await expect(main).toContainText(/secure/i);
  await expect(main.getByRole("link", { name: new RegExp(str(doc.externalLabel)) })).toHaveAttribute("href", str(doc.externalUrl));
});

test("content images are served by the local transform endpoint", async ({ page, request }) => {
  await page.goto("/developers/services");
  const src = await page.getByRole("main").getByRole("img").first().getAttribute("src");
  expect(src).toMatch(/^\/content\/images\//);
  const response = await request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("immutable");
});
