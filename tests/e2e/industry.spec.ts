/**
 * The six industry use-case pages (issue 10, SPEC §2 "Industry use-case pages"): heading and banner
 * audio toggle on every page, the demo cards SPEC names, the call-flow diagrams as text, the BFSI
 * tablist by mouse and keyboard, the explore grid, and the BFSI page without JavaScript.
 * Every page.goto also runs axe (fixtures.ts).
 */
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { ofType, str } from "./seed";
import { BFSI_PAGE_DEMOS, INDUSTRY_FLOW_LABELS } from "../spec-expectations";

interface SeedStep {
  speaker: string;
  text: string;
  branch?: string;
}
interface SeedTab {
  label: string;
  isDefault: boolean;
  callFlow: { title: string; steps: SeedStep[] };
}

const industries = ofType("industry")
  .sort((a, b) => Number(a.industryId) - Number(b.industryId))
  .map((doc) => ({
    slug: str((doc.slug as { current: string }).current),
    heading: str(doc.bannerHeading),
    tabLabel: str(doc.tabLabel),
    tabs: doc.useCaseTabs as SeedTab[],
  }));
const SLUGS = ["bfsi", "fmcg", "quickservicerestaurants", "automobiles", "healthcare", "travelandhospitality"];
const bySlug = (slug: string) => industries.find((i) => i.slug === slug)!;

const banner = (page: Page) => page.getByTestId("industry-banner");
const demoTitles = (page: Page) => page.getByTestId("industry-demos").getByTestId("demo-card").getByRole("heading");
const flows = (page: Page) => page.getByTestId("call-flows");

async function audioState(scope: Locator) {
  return scope.locator("audio").evaluate((a: HTMLAudioElement) => ({ paused: a.paused, time: a.currentTime }));
}

/** Every step's text of a flow is on the page inside `scope`, in order. */
async function expectSteps(scope: Locator, tab: SeedTab) {
  const texts = await scope.getByTestId("call-flow-steps").filter({ visible: true }).innerText();
  let from = 0;
  for (const step of tab.callFlow.steps) {
    const at = texts.indexOf(step.text, from);
    expect(at, `step "${step.text}" of ${tab.label} in order`).toBeGreaterThanOrEqual(0);
    from = at + step.text.length;
  }
  for (const condition of new Set(tab.callFlow.steps.map((s) => s.branch).filter(Boolean))) {
    expect(texts).toContain(condition!);
  }
}

test("the seed carries SPEC's industries, flows and one default tab each", () => {
  expect(industries.map((i) => i.slug)).toEqual(SLUGS);
  for (const industry of industries) {
    expect(
      industry.tabs.map((t) => t.label),
      industry.slug,
    ).toEqual(INDUSTRY_FLOW_LABELS[industry.slug]);
    expect(industry.tabs.filter((t) => t.isDefault)).toHaveLength(1);
  }
  expect(bySlug("bfsi").tabs[0]!.isDefault).toBe(true);
  expect(bySlug("healthcare").tabs[0]!.callFlow.title).toBe("Blood test appointment booking");
});

for (const slug of SLUGS) {
  test(`/${slug}: heading, banner audio play → pause → play and reset at the end, flow steps, explore grid`, async ({ page }) => {
    const industry = bySlug(slug);
    await page.goto(`/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(industry.heading);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    // Banner audio: the accessible name follows the state and the media element really plays.
    const hero = banner(page);
    const play = hero.getByRole("button", { name: `Play the ${industry.tabLabel} sample call` });
    await play.click();
    const pause = hero.getByRole("button", { name: `Pause the ${industry.tabLabel} sample call` });
    await expect(pause).toBeVisible();
    await expect.poll(async () => (await audioState(hero)).time).toBeGreaterThan(0.2);
    expect((await audioState(hero)).paused).toBe(false);
    await pause.click();
    await expect(play).toBeVisible();
    expect((await audioState(hero)).paused).toBe(true);
    await play.click();
    await expect(pause).toBeVisible();
    await expect.poll(async () => (await audioState(hero)).paused).toBe(false);
    // At the end the button goes back to Play and the audio to its start.
    await hero.locator("audio").evaluate((a: HTMLAudioElement) => {
      a.currentTime = Math.max(0, a.duration - 0.2);
    });
    await expect(play).toBeVisible({ timeout: 5000 });
    expect(await audioState(hero)).toEqual({ paused: true, time: 0 });

    // The default flow's diagram: every step as text, in order, with its branch conditions.
    const tab = industry.tabs.find((t) => t.isDefault)!;
    await expect(flows(page).getByRole("heading", { name: tab.callFlow.title, exact: true })).toBeVisible();
    await expectSteps(flows(page), tab);
    if (industry.tabs.length === 1) {
      await expect(flows(page).getByRole("tablist")).toHaveCount(0);
      await expect(flows(page).getByRole("heading", { level: 2 })).toHaveText(`Call Flow: ${tab.label}`);
    }

    // Explore grid: exactly the other five pages.
    const explore = page.getByRole("region", { name: "Explore other Industries We Help" });
    const hrefs = await explore.getByRole("link").evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs.sort()).toEqual(
      SLUGS.filter((s) => s !== slug)
        .map((s) => `/${s}`)
        .sort(),
    );
  });
}

test("a click in the explore grid navigates to that industry page, and its audio starts afresh", async ({ page }) => {
  await page.goto("/fmcg");
  await banner(page).getByRole("button", { name: /^Play/ }).click();
  await expect.poll(async () => (await audioState(banner(page))).paused).toBe(false);
  const explore = page.getByRole("region", { name: "Explore other Industries We Help" });
  await explore.getByRole("link", { name: "Healthcare" }).click();
  await expect(page).toHaveURL(/\/healthcare$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bySlug("healthcare").heading);
  await expect(banner(page).getByRole("button", { name: "Play the Healthcare sample call" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => [...document.querySelectorAll("audio")].filter((a) => !a.paused).length)).toBe(0);
  await expectNoAxeViolations(page);
});

test("one audio at a time: a demo card pauses the banner audio and the other way round", async ({ page }) => {
  await page.goto("/bfsi");
  const bannerPlay = banner(page).getByRole("button", { name: "Play the BFSI sample call" });
  await bannerPlay.click();
  await expect.poll(async () => (await audioState(banner(page))).paused).toBe(false);
  const loan = page.getByTestId("industry-demos").getByTestId("demo-card").first();
  await loan.getByRole("button", { name: /^Play/ }).click();
  await expect(bannerPlay).toBeVisible();
  expect(await audioState(banner(page))).toEqual({ paused: true, time: 0 });
  await expect.poll(async () => (await audioState(loan)).paused).toBe(false);
  await bannerPlay.click();
  await expect(loan.getByRole("button", { name: /^Play/ })).toBeVisible();
  await expect.poll(async () => (await audioState(loan)).paused).toBe(true);
});

test("at 360 px every piece fits: no sideways scrolling, branches stacked", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const slug of ["bfsi", "healthcare"]) {
    await page.goto(`/${slug}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
  await page.goto("/bfsi");
  const branches = flows(page)
    .getByRole("tabpanel", { name: "Payment Reminder" })
    .getByText(/^If the customer/);
  const [first, second] = [await branches.nth(0).boundingBox(), await branches.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height);
});

test("the demo cards SPEC names on BFSI, FMCG and Automobiles", async ({ page }) => {
  await page.goto("/bfsi");
  await expect(demoTitles(page)).toHaveText(BFSI_PAGE_DEMOS);

  await page.goto("/fmcg");
  const fmcg = await demoTitles(page).allInnerTexts();
  expect(fmcg).toHaveLength(4);
  expect(fmcg[0]).toBe("Dark Chocolate Survey");
  expect(fmcg[2]).toBe("Product/Brand Survey");
  // The food-photo demo links to the image demo; the last card is the brand-specific demo.
  const photo = page.getByTestId("industry-demos").getByTestId("demo-card").nth(1);
  await expect(photo.getByRole("link")).toHaveAttribute("href", "/demos/image");
  expect(fmcg[3]).toMatch(/Brand/);

  await page.goto("/automobiles");
  await expect(demoTitles(page)).toHaveText(["Car Re-Booking", "Car Service Feedback"]);
});

test("BFSI tabs: Payment Reminder by default; click and arrow keys switch the diagrams", async ({ page }) => {
  const bfsi = bySlug("bfsi");
  const [payment, loan] = bfsi.tabs as [SeedTab, SeedTab];
  await page.goto("/bfsi");
  const tablist = flows(page).getByRole("tablist", { name: "Call Flows" });
  const paymentTab = tablist.getByRole("tab", { name: "Payment Reminder" });
  const loanTab = tablist.getByRole("tab", { name: "Loan Requirement" });
  const paymentPanel = flows(page).getByRole("tabpanel", { name: "Payment Reminder" });
  const loanPanel = page.locator(`#${await loanTab.getAttribute("aria-controls")}`);

  await expect(paymentTab).toHaveAttribute("aria-selected", "true");
  await expect(loanTab).toHaveAttribute("aria-selected", "false");
  await expect(paymentTab).toHaveAttribute("tabindex", "0");
  await expect(loanTab).toHaveAttribute("tabindex", "-1");
  await expect(paymentPanel).toBeVisible();
  await expect(loanPanel).toBeHidden();
  await expectSteps(paymentPanel, payment);

  await loanTab.click();
  await expect(loanTab).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/bfsi\?flow=loan-requirement$/);
  const loanPanelNamed = flows(page).getByRole("tabpanel", { name: "Loan Requirement" });
  await expect(loanPanelNamed).toBeVisible();
  await expect(paymentPanel).toBeHidden();
  await expect(loanPanelNamed.getByRole("heading", { name: loan.callFlow.title })).toBeVisible();
  await expectSteps(loanPanelNamed, loan);
  await expectNoAxeViolations(page);

  // Keyboard: arrows move focus and selection (wrapping), Home / End jump.
  await loanTab.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(paymentTab).toBeFocused();
  await expect(paymentTab).toHaveAttribute("aria-selected", "true");
  await expect(paymentPanel).toBeVisible();
  await expect(loanPanelNamed).toBeHidden();
  await page.keyboard.press("ArrowLeft");
  await expect(loanTab).toBeFocused();
  await expect(loanTab).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(paymentTab).toBeFocused();
  await expect(paymentTab).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(loanTab).toBeFocused();
  await expect(loanPanelNamed).toBeVisible();
  await page.keyboard.press("Home");
  await expect(paymentTab).toBeFocused();
  await expect(paymentPanel).toBeVisible();
  // Tab leaves the tablist for the panel (roving tabindex: one stop for the whole list).
  await page.keyboard.press("Tab");
  await expect(paymentPanel).toBeFocused();
});

test("a ?flow= link opens BFSI on that tab, and an unknown one on the default", async ({ page }) => {
  await page.goto("/bfsi?flow=loan-requirement");
  await expect(flows(page).getByRole("tab", { name: "Loan Requirement" })).toHaveAttribute("aria-selected", "true");
  await page.goto("/bfsi?flow=nonsense");
  await expect(flows(page).getByRole("tab", { name: "Payment Reminder" })).toHaveAttribute("aria-selected", "true");
});

test("without JavaScript BFSI shows its default flow, and a tab is a link to the other", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const [payment, loan] = bySlug("bfsi").tabs as [SeedTab, SeedTab];
    await page.goto("/bfsi");
    const paymentPanel = flows(page).getByRole("tabpanel", { name: "Payment Reminder" });
    await expect(paymentPanel).toBeVisible();
    await expectSteps(paymentPanel, payment);
    await expect(page.getByText(loan.callFlow.steps[0]!.text)).toBeHidden();
    // Before hydration no tab is taken out of the tab order.
    await expect(flows(page).getByRole("tab", { name: "Loan Requirement" })).not.toHaveAttribute("tabindex", "-1");
    await flows(page).getByRole("tab", { name: "Loan Requirement" }).click();
    await expect(page).toHaveURL(/\/bfsi\?flow=loan-requirement$/);
    // The URL changes when the new document starts arriving: read its steps once it has all arrived.
    await page.waitForLoadState("load");
    const loanPanel = flows(page).getByRole("tabpanel", { name: "Loan Requirement" });
    await expect(loanPanel).toBeVisible();
    await expectSteps(loanPanel, loan);
    await expect(paymentPanel).toBeHidden();
  } finally {
    await context.close();
  }
});

test("the server-rendered BFSI page, never hydrated, passes axe", async ({ page }) => {
  // axe needs scripts, so here the page's own scripts are blocked instead of JavaScript itself.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto("/bfsi");
  await expect(flows(page).getByRole("tab", { name: "Loan Requirement" })).not.toHaveAttribute("tabindex", "-1");
  await expect(flows(page).getByRole("tabpanel", { name: "Payment Reminder" })).toBeVisible();
});

test("an unknown industry is a 404", async ({ page }) => {
  const response = await page.request.get("/not-an-industry");
  expect(response.status()).toBe(404);
});
