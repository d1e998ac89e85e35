/**
 * /developers/api-guides in Chromium (issue 10): every demo endpoint has its section and a table of
 * contents entry, the copy buttons copy by keyboard and announce "Copied", the heading outline has
 * no gaps, the key links lead to the account pages, no zod reaches the browser, and the page reads
 * the same with JavaScript off. Every page.goto also runs axe (fixtures.ts).
 */
import { test, expect } from "./fixtures";

const ENDPOINTS = [
  ["Text to speech", "POST", "/api/demos/textdemo"],
  ["Voice recognition", "POST", "/api/demos/voicedemoupload"],
  ["Voice recognition feedback", "POST", "/api/demos/SubmitFeedback"],
  ["Voice recognition (classic)", "POST", "/api/demos/voicedemoupload2"],
  ["Food photo recognition", "POST", "/api/demos/photosdemo"],
  ["Food photo recognition (upload form)", "POST", "/api/demos/photosdemoupload"],
  ["Food photo correction", "POST", "/api/demos/photosfeedback"],
  ["Hindi transliteration", "GET", "/api/transliterate"],
  ["Kathana Assist", "POST", "/api/assistant"],
] as const;

test.describe("API guides page", () => {
  test("lists every endpoint with its request, example, response and errors", async ({ page }) => {
    await page.goto("/developers/api-guides");
    await expect(page).toHaveTitle(/API Guides/);
    await expect(page.getByRole("heading", { level: 1, name: "API Guides" })).toBeVisible();
    const toc = page.getByRole("navigation", { name: "On this page" });
    const sections = page.getByTestId("api-endpoint");
    await expect(sections).toHaveCount(ENDPOINTS.length);
    for (const [index, [name, method, path]] of ENDPOINTS.entries()) {
      const section = sections.nth(index);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(name);
      await expect(section.getByText(`${method} ${path}`, { exact: true })).toBeVisible();
      for (const part of ["Request", "Example", "Response", "Errors"]) {
        await expect(section.getByRole("heading", { level: 3, name: part, exact: true })).toBeVisible();
      }
      await expect(section.locator("pre code").first()).toContainText("curl -sS");
      // The table of contents reaches the section.
      const link = toc.getByRole("link", { name: `${name} (${method} ${path})` });
      await expect(link).toHaveAttribute("href", `#${await section.getByRole("heading", { level: 2 }).getAttribute("id")}`);
    }
    // Examples use the site's own origin and the key variable, never a real key.
    const origin = new URL(page.url()).origin;
    const tts = sections.first().locator("pre code").first();
    await expect(tts).toContainText(`"${origin}/api/demos/textdemo"`);
    await expect(tts).toContainText('-H "Authorization: Bearer $KATHANA_API_KEY"');
    await expect(page.getByRole("heading", { level: 2, name: "Rate limits" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Audio and image formats" })).toBeVisible();
  });

  test("a table of contents link moves to its section", async ({ page }) => {
    await page.goto("/developers/api-guides");
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: /^Food photo correction/ })
      .click();
    await expect(page).toHaveURL(/#food-photo-feedback-heading$/);
    await expect(page.getByRole("heading", { level: 2, name: "Food photo correction" })).toBeInViewport();
  });

  test("the copy button copies the command by keyboard and announces Copied", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/developers/api-guides");
    const section = page.getByTestId("api-endpoint").first();
    const command = (await section.locator("pre code").first().textContent())!;
    await expect(section.getByRole("button", { name: /^Copy the command: Speak a sentence/ })).toBeVisible();
    // Located by position: its name changes to "Copied …" once pressed.
    const button = section.locator("button").first();
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveText(/^Copied/);
    await expect(section.getByRole("status").filter({ hasText: "Copied" })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(command);
    // Back to "Copy" after a moment.
    await expect(button).toHaveText(/^Copy /, { timeout: 5_000 });
  });

  test("headings form an outline without skipped levels", async ({ page }) => {
    await page.goto("/developers/api-guides");
    const levels = await page
      .locator("main h1, main h2, main h3, main h4, main h5, main h6")
      .evaluateAll((nodes) => nodes.map((n) => Number(n.tagName.slice(1))));
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `heading ${i}`).toBeLessThanOrEqual(1);
  });

  test("the key links lead to sign-up, login and the API key page", async ({ page }) => {
    await page.goto("/developers/api-guides");
    const keySection = page.getByRole("region", { name: "Get an API key" });
    await expect(keySection.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
    await expect(keySection.getByRole("link", { name: "log in" })).toHaveAttribute("href", "/login");
    await keySection.getByRole("link", { name: "your API key page" }).click();
    // Logged out, the key page sends visitors to log in first.
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await page.getByRole("region", { name: "Get an API key" }).getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("ships no zod and no CSP violations to the browser", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    const violations: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(response.text());
    });
    page.on("console", (msg) => {
      if (/Content Security Policy|Refused to (apply|execute|load)/i.test(msg.text())) violations.push(msg.text());
    });
    await page.goto("/developers/api-guides");
    await expect(page.getByRole("button", { name: /^Copy the command/ }).first()).toBeVisible();
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).not.toMatch(/ZodError|toJSONSchema/);
    expect(violations).toEqual([]);
  });

  test("reads the same with JavaScript off (no copy buttons)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/developers/api-guides");
    await expect(page.getByTestId("api-endpoint")).toHaveCount(ENDPOINTS.length);
    await expect(page.locator("pre code").first()).toContainText("export KATHANA_API_KEY=");
    await expect(page.getByRole("button", { name: /^Copy/ })).toHaveCount(0);
    await context.close();
  });
});
