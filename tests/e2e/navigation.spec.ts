import { test, expect, waitUntilHydrated } from "./fixtures";
import { byId, ofType, str } from "./seed";

interface SeedLink {
  label: string;
  href: string;
  product?: { _ref: string };
}
interface SeedColumn {
  heading: string;
  links: SeedLink[];
}

const footerColumns = (byId("footer")?.columns ?? []) as SeedColumn[];
const menuGroups = (byId("headerMenu")?.groups ?? []) as Array<{ label: string; links: SeedLink[] }>;
const historyState = (page: import("@playwright/test").Page) => page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null);

test("the footer has the five columns of SPEC.md with their links", async ({ page }) => {
  expect(footerColumns.map((c) => c.heading)).toHaveLength(5);
  expect(footerColumns[0]!.links.map((l) => l.href)).toEqual(["/demos/alldemos", "/demos/text", "/demos/voice", "/demos/image", "/demos/video"]);
  expect(footerColumns[1]!.links[0]!.href).toBe("/ourproducts");
  expect(footerColumns[1]!.links.slice(1).every((l) => l.href === "/ourproducts" && l.product)).toBe(true);
  expect(footerColumns[1]!.links).toHaveLength(1 + ofType("product").length);
  expect(footerColumns[2]!.links.map((l) => l.href)).toEqual([
    "/bfsi",
    "/fmcg",
    "/quickservicerestaurants",
    "/automobiles",
    "/healthcare",
    "/travelandhospitality",
  ]);
  expect(footerColumns[3]!.links.map((l) => l.href).slice(0, 3)).toEqual(["/about", "/blogs", "/contact"]);
  expect(footerColumns[3]!.links[3]!.href).toMatch(/^https:\/\//);
  expect(footerColumns[4]!.links.map((l) => l.href)).toEqual(["/developers/services", "/termsofuse", "/privacypolicy", "/login", "/signup"]);

  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  for (const column of footerColumns) {
    const nav = footer.getByRole("navigation", { name: column.heading });
    await expect(nav.getByRole("heading", { name: column.heading })).toBeVisible();
    await expect(nav.getByRole("link")).toHaveCount(column.links.length);
  }
  await expect(footer.getByText(str(byId("siteSettings")?.copyright))).toBeVisible();
  await expect(footer.getByText(str(byId("siteSettings")?.blurb))).toBeVisible();
});

test("footer product links pass the product title and demo links pass from=true", async ({ page }) => {
  await page.goto("/contact");
  const products = footerColumns[1]!;
  const productLink = products.links[2]!;
  const product = ofType("product").find((p) => p._id === productLink.product?._ref);
  await page.getByRole("contentinfo").getByRole("link", { name: productLink.label, exact: true }).click();
  await expect(page).toHaveURL(/\/ourproducts$/);
  expect(await historyState(page)).toEqual({ to: str(product?.title) });

  await page.getByRole("contentinfo").getByRole("link", { name: products.links[0]!.label, exact: true }).click();
  await expect.poll(() => historyState(page)).toEqual({ to: "top" });

  await page.getByRole("contentinfo").getByRole("link", { name: footerColumns[0]!.links[2]!.label, exact: true }).click();
  await expect(page).toHaveURL(/\/demos\/voice$/);
  expect(await historyState(page)).toEqual({ from: true });
});

test("the header menu reaches every route of the route table", async ({ page }) => {
  await page.goto("/");
  // Links inside closed groups are hidden from the accessibility tree until opened, so read the DOM.
  const hrefs = await page
    .getByRole("navigation", { name: "Main" })
    .locator("a[href]")
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const expected = [
    "/",
    "/demos/alldemos",
    "/demos/voice",
    "/demos/voice/2",
    "/demos/text",
    "/demos/image",
    "/demos/video",
    "/ourproducts",
    "/bfsi",
    "/fmcg",
    "/quickservicerestaurants",
    "/automobiles",
    "/healthcare",
    "/travelandhospitality",
    "/developers/services",
    "/about",
    "/blogs",
    "/careers",
    "/contact",
    "/privacypolicy",
    "/termsofuse",
    "/signup",
    "/login",
    "/comingsoon",
    "/developers/api-guides",
  ];
  // The logo is the home link; Login and Sign Up sit beside the menu.
  const reachable = new Set([...hrefs, "/"]);
  for (const path of expected.filter((p) => !["/login", "/signup", "/forgotpassword"].includes(p))) {
    expect(reachable, `menu link to ${path}`).toContain(path);
  }
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  await expect(header.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
  // The forgot-password page is reached from the login page in the accounts feature; the menu has the rest.
  expect(menuGroups.length).toBeGreaterThanOrEqual(4);
});

test("a header demo link carries from=true and product links carry their title", async ({ page }) => {
  await page.goto("/careers");
  const demos = menuGroups.find((g) => g.links.some((l) => l.href.startsWith("/demos/")))!;
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByText(demos.label, { exact: true }).click();
  const textDemo = demos.links.find((l) => l.href === "/demos/text")!;
  await nav.getByRole("link", { name: textDemo.label, exact: true }).click();
  await expect(page).toHaveURL(/\/demos\/text$/);
  expect(await historyState(page)).toEqual({ from: true });
  // Navigating closed the menu group.
  await expect(nav.locator("details[open]")).toHaveCount(0);
});

test("menu groups work by keyboard: Enter opens, Escape closes and returns focus", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const first = nav.locator("summary").first();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(nav.locator("details").first()).toHaveAttribute("open", "");
  // Opening another group closes the first.
  await nav.locator("summary").nth(1).click();
  await expect(nav.locator("details[open]")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(nav.locator("details[open]")).toHaveCount(0);
  await expect(nav.locator("summary").nth(1)).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu is a disclosure operated by a button", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
    await nav.locator("summary").first().click();
    await nav.locator("details[open]").getByRole("link").first().click();
    await expect(nav).toBeHidden();
  });
});

test("every page starts at the top", async ({ page }) => {
  await page.goto("/privacypolicy");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole("contentinfo").getByRole("link", { name: /terms/i }).click();
  await expect(page).toHaveURL(/\/termsofuse$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("Back returns to where the visitor was, after a link within the site and after a full page load", async ({ page }) => {
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  await page.goto("/privacypolicy");
  const homeLink = page.getByRole("banner").getByRole("link", { name: /home$/ });
  await waitUntilHydrated(homeLink);
  // At once: the site scrolls smoothly, and a visitor's scrolling has ended before they follow a link.
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  // The header stays on screen; Playwright's click and focus() would scroll to its place in the flow first.
  await homeLink.evaluate((el) => el.focus({ preventScroll: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(scrollY).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/privacypolicy$/);
  await expect.poll(scrollY).toBe(600);
  await page.goto("/careers");
  await waitUntilHydrated(page.getByRole("banner").getByRole("link", { name: /home$/ }));
  await page.goBack();
  await expect(page).toHaveURL(/\/privacypolicy$/);
  await expect.poll(scrollY).toBe(600);
});
