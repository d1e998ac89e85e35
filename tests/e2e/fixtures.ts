import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

/** WCAG 2.2 AA, and axe's best practices (aria-allowed-role, landmarks, heading order...). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Runs axe with those rules and fails with a readable list of violations.
 * Sections still waiting behind `content-visibility: auto` (ui/BelowFold.tsx draws them after the
 * load) are drawn for the check, as they are once a visitor scrolls to them: axe reads colours and
 * target sizes from the rendering and would otherwise judge placeholders (the accessibility tree is
 * the same either way).
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>("*")) {
      if (getComputedStyle(el).contentVisibility === "auto") el.style.contentVisibility = "visible";
    }
  });
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Every page visit in the e2e suite is also an accessibility check: page.goto runs axe on the
 * loaded page.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await expectNoAxeViolations(page);
      return response;
    };
    await use(page);
  },
});

/**
 * Waits until React has hydrated the element: a click before that would post a form as plain HTML
 * or follow a plain link, which is a different path from the one under test.
 */
export async function waitUntilHydrated(element: Locator) {
  await expect.poll(() => element.evaluate((e) => Object.keys(e).some((k) => k.startsWith("__reactProps")))).toBe(true);
}

export { expect };
