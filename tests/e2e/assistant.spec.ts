import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitUntilHydrated } from "./fixtures";

/**
 * Kathana Assist (issue 27): the launcher on every page, and /assistant answering from the content
 * with and without JavaScript, a follow-up that keeps the intent, and a plain decline.
 */
const answer = (page: Page) => page.getByTestId("assistant-answer");
const sources = (page: Page) => page.getByTestId("assistant-sources").getByRole("link");

test("the launcher is on every page but the assistant's own, and without JavaScript it is a link to /assistant", async ({ page, browser }) => {
  for (const path of ["/", "/bfsi", "/blogs/1"]) {
    await page.goto(path);
    const launcher = page.getByRole("link", { name: "Ask Kathana Assist" });
    await expect(launcher).toBeVisible();
    await expect(launcher).toHaveAttribute("href", "/assistant");
  }
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  try {
    await plain.goto("/");
    await plain.getByRole("link", { name: "Ask Kathana Assist" }).click();
    await expect(plain).toHaveURL(/\/assistant$/);
    await expect(plain.getByRole("heading", { level: 1, name: "Ask Kathana Assist" })).toBeVisible();
    await expect(plain.getByRole("link", { name: "Ask Kathana Assist" })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("asks, answers from the content with sources, follows a follow-up, and follows a source", async ({ page }) => {
  await page.goto("/assistant");
  await page.getByLabel("Your question").fill("What can you do for banks?");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(answer(page)).toContainText("Banks");
  await expect(sources(page).first()).toHaveAttribute("href", "/bfsi");
  await expect(page.getByRole("log")).toContainText("What can you do for banks?");
  await expectNoAxeViolations(page);

  await page.getByLabel("Your question").fill("and for hospitals?");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(sources(page).first()).toHaveAttribute("href", "/healthcare");

  await sources(page).first().click();
  await expect(page).toHaveURL(/\/healthcare$/);
});

test("declines what the site does not say and offers sales", async ({ page }) => {
  await page.goto("/assistant");
  await page.getByLabel("Your question").fill("What is the capital of France?");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(answer(page)).toHaveText(/I don't have that in our site's content/);
  // "Talk to sales" continues the conversation with the enquiry.
  await expect(page.getByRole("button", { name: "Talk to sales" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("without JavaScript the page is the same conversation: a suggested question, then a typed one", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/assistant");
    await page.getByRole("button", { name: "Do you have a text to speech demo?" }).click();
    await expect(answer(page)).not.toBeEmpty();
    await expect(sources(page).first()).toHaveAttribute("href", "/demos/text");
    await expect(page.getByRole("link", { name: "Try the text to speech demo" })).toHaveAttribute("href", "/demos/text");
    await page.getByLabel("Your question").fill("");
    await page.getByLabel("Your question").fill("Where is your office?");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await expect(answer(page)).toContainText("Noida");
    await expect(sources(page).first()).toHaveAttribute("href", "/contact");
  } finally {
    await context.close();
  }
});

test("an empty question is refused in the page, keeping nothing half done", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/assistant");
    // The browser's own check is skipped by a form that posts a blank-looking question.
    await page.getByLabel("Your question").fill("\u200b\u200b");
    await page.getByRole("button", { name: "Ask", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Please type a question");
  } finally {
    await context.close();
  }
});

test("with JavaScript the launcher opens a dialog: keyboard, answer, read aloud, Escape returns focus", async ({ page }) => {
  await page.goto("/");
  const launcher = page.getByRole("link", { name: "Ask Kathana Assist" });
  // The link opens the dialog once React has hydrated it (before that it is the plain link).
  await waitUntilHydrated(launcher);
  await launcher.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Ask Kathana Assist" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog.getByLabel("Your question")).toBeFocused();
  await dialog.getByLabel("Your question").fill("Do you have speech recognition?");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByTestId("assistant-answer")).toContainText(/speech recognition/i);
  await expect(dialog.getByRole("list", { name: "Sources" }).getByRole("link").first()).toHaveAttribute("href", /^\/(demos\/voice|developers\/services)/);
  await expectNoAxeViolations(page);

  const spoken = page.waitForResponse((r) => r.url().endsWith("/api/demos/textdemo") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: "Read aloud" }).click();
  const audio = await spoken;
  expect(audio.status()).toBe(200);
  expect(audio.headers()["content-type"]).toBe("audio/mpeg");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
});

test("'Talk to sales' becomes an enquiry in the conversation, without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const say = async (text: string) => {
    await page.getByLabel("Your question").fill(text);
    await page.getByRole("button", { name: "Ask", exact: true }).click();
  };
  try {
    await page.goto("/assistant");
    await say("Can I book a demo of the voice bot?");
    await page.getByRole("button", { name: "Talk to sales" }).click();
    await expect(answer(page)).toContainText("What is your full name?");
    await expect(sources(page).filter({ hasText: "Privacy Policy" })).toHaveAttribute("href", "/privacypolicy");
    await say("Meera Iyer");
    await say("meera@example");
    await expect(answer(page)).toContainText("Enter a valid business email address");
    await say("meera.iyer@navyabank.example");
    await say("+91 98100 54321");
    await say("Navya Bank");
    await say("We want EMI reminder calls in Tamil.");
    await expect(answer(page)).toContainText("Meera Iyer, meera.iyer@navyabank.example, +91 98100 54321, Navya Bank");
    await say("yes");
    await expect(answer(page)).toContainText("your enquiry is with our sales team");
  } finally {
    await context.close();
  }
});

test.describe("knows the whole site (issue 43)", () => {
  async function openDialog(page: Page) {
    await page.goto("/");
    const launcher = page.getByRole("link", { name: "Ask Kathana Assist" });
    await waitUntilHydrated(launcher);
    await launcher.click();
    const dialog = page.getByRole("dialog", { name: "Ask Kathana Assist" });
    await expect(dialog).toBeVisible();
    return dialog;
  }
  const send = async (dialog: ReturnType<Page["getByRole"]>, question: string) => {
    await dialog.getByLabel("Your question").fill(question);
    await dialog.getByLabel("Your question").press("Enter");
  };

  test("'sign in' leads with the log-in page: the answer's first link opens /login", async ({ page }) => {
    const dialog = await openDialog(page);
    await send(dialog, "sign in");
    const exchange = dialog.getByTestId("assistant-exchange").last();
    await expect(exchange.getByTestId("assistant-sources").getByRole("link").first()).toHaveAttribute("href", "/login");
    await expect(exchange.getByTestId("assistant-actions").getByRole("link").first()).toHaveText("Open the log-in page");
    await exchange.getByTestId("assistant-actions").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a demo call's conversation shows only after 'Show the conversation'; 👎 is sent and said; axe with the dialog open", async ({ page }) => {
    const dialog = await openDialog(page);
    await send(dialog, "Loan EMI Reminder demo call");
    const exchange = dialog.getByTestId("assistant-exchange").last();
    await expect(exchange.getByTestId("assistant-answer")).not.toContainText(/Bot:|Customer:/);
    const disclosure = exchange.getByTestId("assistant-transcript");
    await expect(disclosure.getByRole("listitem").first()).toBeHidden();
    await disclosure.getByText("Show the conversation").click();
    await expect(disclosure.getByRole("listitem").first()).toBeVisible();
    await expect(disclosure.getByRole("listitem").first()).toContainText("Bot:");

    const stored = page.waitForResponse((r) => r.url().endsWith("/api/assistant/feedback"));
    await exchange.getByRole("button", { name: "No, this did not help" }).click();
    const reply = await stored;
    expect(reply.status()).toBe(200);
    expect(await reply.json()).toEqual({ success: true, helpful: false });
    await expect(exchange.getByRole("button", { name: "No, this did not help" })).toHaveAttribute("aria-pressed", "true");
    await expect(exchange.getByRole("status")).toHaveText("Thank you for telling us.");
    await expectNoAxeViolations(page);
  });

  test("without JavaScript, 👍 on the /assistant page is a form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/assistant");
      await page.getByLabel("Your question").fill("take me to the blog");
      await page.getByRole("button", { name: "Ask", exact: true }).click();
      await expect(sources(page).first()).toHaveAttribute("href", "/blogs");
      await page.getByRole("button", { name: "Yes, this helped" }).click();
      await expect(page.getByTestId("assistant-feedback-thanks")).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
