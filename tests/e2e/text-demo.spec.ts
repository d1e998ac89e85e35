/**
 * The text demo (issue 7 "Must show") in Chromium against the production build: every category
 * fills its sample, the rate slider, Listen → Processing → pause icon with the <audio> really
 * playing (currentTime advancing), pause back to idle, no request for empty text, the 'Error: '
 * alert, Hindi suggestions (space, arrows, Enter, Escape), navigation state, the no-JS form.
 * Every page.goto also runs axe (fixtures.ts).
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expect, test } from "./fixtures";
import { ofType, str } from "./seed";

const categories = ofType("textCategory").sort((a, b) => Number(a.order) - Number(b.order));
const page = ofType("textDemoPage")[0]!;

const listen = (p: Page) => p.locator("form button[type=submit]").filter({ hasText: /Listen|Processing/ });
const audio = (p: Page) => p.getByTestId("tts-audio");
const textArea = (p: Page) => p.getByLabel("Text to speak");

/** page.goto plus waiting until React has taken the form over. */
async function open(p: Page, url = "/demos/text") {
  await p.goto(url);
  await p.locator("form[data-hydrated=true]").waitFor();
}

async function audioState(p: Page) {
  return audio(p).evaluate((el: HTMLAudioElement) => ({ paused: el.paused, time: el.currentTime, src: el.src }));
}

test("heading, categories fill their samples, features, sample demos and other demos", async ({ page: p }) => {
  await open(p);
  await expect(p.getByRole("heading", { level: 1, name: "Quick Demo of Text to Speech" })).toBeVisible();
  const select = p.getByLabel("Category");
  await expect(select.locator("option")).toHaveText(["Hindi", "English", "Indian Names", "English_US"]);
  await expect(textArea(p)).toHaveValue(str(categories[0]!.defaultInput));
  for (const category of categories) {
    await select.selectOption({ label: str(category.categoryName) });
    await expect(textArea(p)).toHaveValue(str(category.defaultInput));
  }
  for (const feature of page.features as { title: string }[]) {
    await expect(p.getByRole("heading", { level: 3, name: feature.title })).toBeVisible();
  }
  await expect(p.getByRole("heading", { name: "Sample demos" })).toBeVisible();
  await expect(p.locator("[data-testid=demo-audio]")).toHaveCount(((page.sampleDemos as unknown[]) ?? []).length);
  const more = p.getByRole("region", { name: "More Demos" }).or(p.locator("section", { has: p.getByRole("heading", { name: "More Demos" }) }));
  for (const route of ["/demos/voice", "/demos/image", "/demos/video"]) {
    await expect(more.locator(`a[href="${route}"]`)).toHaveCount(1);
  }
});

test("rate slider: −50…50, step 1, default 0, shown as a percent with an accessible value", async ({ page: p }) => {
  await open(p);
  const slider = p.getByRole("slider", { name: "Speaking rate" });
  await expect(slider).toHaveAttribute("min", "-50");
  await expect(slider).toHaveAttribute("max", "50");
  await expect(slider).toHaveAttribute("step", "1");
  await expect(slider).toHaveValue("0");
  await expect(p.getByTestId("rate-value")).toHaveText("0%");
  await slider.focus();
  for (let i = 0; i < 5; i++) await p.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue("5");
  await expect(p.getByTestId("rate-value")).toHaveText("+5%");
  await expect(slider).toHaveAttribute("aria-valuetext", "5 percent");
  await slider.fill("-50");
  await expect(p.getByTestId("rate-value")).toHaveText("-50%");
});

test("every category: Listen → Processing → pause icon, the audio plays, pressing again pauses", async ({ page: p }) => {
  await open(p);
  const requests: string[] = [];
  p.on("request", (r) => {
    if (r.url().endsWith("/api/demos/textdemo")) requests.push(r.postData() ?? "");
  });
  const slider = p.getByRole("slider", { name: "Speaking rate" });
  for (const [index, category] of categories.entries()) {
    await p.getByLabel("Category").selectOption({ label: str(category.categoryName) });
    await slider.fill(String(10 * index));
    // Short text keeps the uncached synthesis quick; the sample itself was checked above.
    await textArea(p).fill(index === 0 ? "नमस्ते, आप कैसे हैं?" : "Hello Priya, welcome to the demo.");
    // Hold the reply back a moment so the Processing state is observable.
    await p.route("**/api/demos/textdemo", async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await listen(p).click();
    await expect(listen(p)).toHaveText("Processing");
    await expect(listen(p)).toHaveAttribute("data-state", "processing");
    await expect(listen(p).locator("[data-icon=pause]")).toBeVisible();
    await expect(listen(p)).toHaveText("Listen");
    await expect(listen(p)).toHaveAttribute("aria-pressed", "true");
    await p.unroute("**/api/demos/textdemo");
    const start = await audioState(p);
    expect(start.paused).toBe(false);
    expect(start.src).toMatch(/^blob:/);
    await expect.poll(async () => (await audioState(p)).time, { timeout: 5_000 }).toBeGreaterThan(start.time + 0.2);
    // Pressing while playing pauses and returns to idle.
    await listen(p).click();
    await expect(listen(p)).toHaveAttribute("data-state", "idle");
    await expect(listen(p).locator("[data-icon=play]")).toBeVisible();
    expect((await audioState(p)).paused).toBe(true);
  }
  expect(requests).toHaveLength(categories.length);
  expect(JSON.parse(requests[1]!)).toEqual({ lang: "en_IN", text: "Hello Priya, welcome to the demo.", sRate: 10 });
});

test("playing to the end returns to idle; empty text sends nothing; a failure alerts 'Error: ' + message", async ({ page: p }) => {
  await open(p);
  await p.getByLabel("Category").selectOption({ label: "English_US" });
  await textArea(p).fill("Thank you for calling us today.");
  await listen(p).click();
  await expect(listen(p)).toHaveAttribute("data-state", "playing");
  // The 'ended' event: back to idle with the play icon, the audio at its end.
  await expect(listen(p)).toHaveAttribute("data-state", "idle", { timeout: 10_000 });
  await expect(listen(p).locator("[data-icon=play]")).toBeVisible();

  let sent = 0;
  p.on("request", (r) => {
    if (r.url().endsWith("/api/demos/textdemo")) sent++;
  });
  await textArea(p).fill("   ");
  await listen(p).click();
  await p.waitForTimeout(300);
  expect(sent).toBe(0);
  await expect(listen(p)).toHaveAttribute("data-state", "idle");

  await textArea(p).fill("x".repeat(1_200));
  // Dismiss the alert from its listener: an open alert blocks the page, and with it the click.
  const alerts: { type: string; message: string }[] = [];
  p.on("dialog", (dialog) => {
    alerts.push({ type: dialog.type(), message: dialog.message() });
    void dialog.dismiss();
  });
  await listen(p).click();
  await expect.poll(() => alerts).toHaveLength(1);
  expect(alerts[0]!.type).toBe("alert");
  expect(alerts[0]!.message).toMatch(/^Error: .*1,?000/);
  await expect(listen(p)).toHaveAttribute("data-state", "idle");
});

test("one audio at a time: a sample card stops the demo, Listen stops the sample card", async ({ page: p }) => {
  await open(p);
  await p.getByLabel("Category").selectOption({ label: "English_US" });
  await textArea(p).fill("Thank you for calling. Your appointment is confirmed for Saturday morning at ten.");
  await listen(p).click();
  await expect(listen(p)).toHaveAttribute("data-state", "playing");
  const card = p.getByRole("button", { name: /^Play / }).first();
  await card.click();
  await expect(listen(p)).toHaveAttribute("data-state", "idle");
  expect((await audioState(p)).paused).toBe(true);
  await expect(p.locator("button[data-playing=true]")).toHaveCount(1);
  // Listen replays the same audio without a new request, and stops the card.
  let sent = 0;
  p.on("request", (r) => {
    if (r.url().endsWith("/api/demos/textdemo")) sent++;
  });
  await listen(p).click();
  await expect(listen(p)).toHaveAttribute("data-state", "playing");
  await expect(p.locator("button[data-playing=true]")).toHaveCount(0);
  expect(sent).toBe(0);
});

test("Hindi suggestions: appear on space, arrows move, Enter chooses, Escape closes", async ({ page: p }) => {
  await open(p);
  const area = textArea(p);
  // A text box (its native role), found as one by assistive technology.
  await expect(p.getByRole("textbox", { name: "Text to speak" })).toBeVisible();
  await expect(p.getByRole("combobox", { name: "Text to speak" })).toHaveCount(0);
  await expect(area).toHaveAttribute("aria-autocomplete", "list");
  await area.fill("");
  await area.pressSequentially("namaste");
  await p.keyboard.press("Space");
  const list = p.getByRole("listbox", { name: "Hindi suggestions" });
  await expect(list).toBeVisible();
  const options = list.getByRole("option");
  await expect(options).toHaveCount(5);
  await expect(options.first()).toHaveText("नमस्ते");
  await expect(options.last()).toHaveText("namaste");
  await expect(area).toHaveAttribute("aria-controls", (await list.getAttribute("id"))!);
  await expect(p.getByText("5 suggestions. Use the arrow keys and Enter to choose, Escape to close.")).toBeAttached();
  await expectNoAxeViolations(p);
  await p.keyboard.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(area).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
  await p.keyboard.press("ArrowUp");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await p.keyboard.press("Enter");
  await expect(list).toBeHidden();
  await expect(area).toHaveValue("नमस्ते ");
  // Typing goes on after the chosen word.
  await area.pressSequentially("dost");
  await p.keyboard.press("Space");
  await expect(list).toBeVisible();
  await p.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(area).not.toHaveAttribute("aria-activedescendant");
  await expect(area).toHaveValue("नमस्ते dost ");

  // No suggestions for the other categories.
  await p.getByLabel("Category").selectOption({ label: "English" });
  await expect(area).not.toHaveAttribute("aria-controls");
});

test("navigation state scrolls to the demo; without it the page opens at the top", async ({ page: p }) => {
  await open(p);
  expect(await p.evaluate(() => window.scrollY)).toBe(0);
  // A client-side navigation with state {from: true}, as every demo link makes it (SPEC §2).
  await p.goto("/demos/image");
  await p.evaluate(() => {
    const router = (window as unknown as { __remixRouter: { navigate: (to: string, o: object) => void } }).__remixRouter;
    router.navigate("/demos/text", { state: { from: true } });
  });
  await expect(p).toHaveURL(/\/demos\/text$/);
  // The URL changes before the new route renders: wait for the demo section, then for the scroll.
  await expect(p.locator("#text-demo")).toBeAttached();
  await expect.poll(() => p.evaluate(() => Math.abs(document.getElementById("text-demo")?.getBoundingClientRect().top ?? 1e6))).toBeLessThan(120);
  expect(await p.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test("without JavaScript the form posts to the page, which answers with an audio player", async ({ browser, request }) => {
  // axe needs scripts, so this page is checked without it (the same markup passes axe above).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const p = await context.newPage();
  try {
    await p.goto("/demos/text");
    await p.getByLabel("Category").selectOption("en_US");
    await p.getByLabel("Text to speak").fill("Hello from a page without scripts.");
    await listen(p).click();
    const player = p.getByTestId("tts-audio-result");
    await expect(player).toBeVisible();
    const src = await player.getAttribute("src");
    expect(src).toMatch(/^\/api\/demos\/textdemo\?t=/);
    const reply = await request.get(src!);
    expect(reply.status()).toBe(200);
    expect(reply.headers()["content-type"]).toBe("audio/mpeg");
    expect((await reply.body()).byteLength).toBeGreaterThan(1000);
    // A tampered link is refused.
    expect((await request.get(src!.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).status()).toBe(404);
    // Empty text: the page shows the message.
    await p.getByLabel("Text to speak").fill("");
    await listen(p).click();
    await expect(p.getByRole("alert")).toHaveText("Error: Please enter some text");
  } finally {
    await context.close();
  }
});
