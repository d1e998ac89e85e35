/**
 * The voice demo (issue 8 "Must show") in Chromium with a fake microphone that plays a WAV made by
 * espeak-ng at test time: choose Animals, record (countdown, stop icon), stop, Processing then the
 * right animal, feedback; categories and phrases restored from localStorage after a reload; the
 * microphone-denied message, the WAV file alternative with and without JavaScript, and /demos/voice/2.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import config from "../../playwright.config";
import { expect, test, waitUntilHydrated } from "./fixtures";
import { ofType, str } from "./seed";

// The fake device starts the file when the page opens the microphone; the countdown takes 3 s, so
// the word sits after 3.3 s of silence and is followed by enough silence for the recording.
const dir = path.join(os.tmpdir(), `voice-e2e-${process.pid}`);
mkdirSync(dir, { recursive: true });
const rawWav = path.join(dir, "elephant-raw.wav");
const micWav = path.join(dir, "elephant-mic.wav");
const fileWav = path.join(dir, "elephant-file.wav");
execFileSync("espeak-ng", ["-v", "en-us", "-s", "140", "-w", rawWav, "Elephant"]);
execFileSync("sox", [rawWav, "-r", "48000", micWav, "pad", "3.3", "3"]);
execFileSync("sox", [rawWav, fileWav, "pad", "0.3", "0.3"]);
// A recording with no voice in it: a fan's rumble and a mains hum.
const noiseWav = path.join(dir, "fan-and-hum.wav");
execFileSync("sox", ["-n", "-r", "16000", "-c", "1", "-b", "16", noiseWav, "synth", "2", "brownnoise", "sine", "50", "remix", "1,2", "vol", "0.4"]);

const baseArgs = (config.use?.launchOptions?.args ?? []) as string[];
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...baseArgs, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-audio-capture=${micWav}`],
  },
});

const page0 = ofType("voiceDemoPage")[0]!;
const toast = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text, { exact: true });
const output = (page: Page) => page.getByTestId("recognised-output");
/** Opens a voice page and waits for hydration (a click before it would do nothing or post plain HTML). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await waitUntilHydrated(page.getByRole("button", { name: "Add Category" }));
}
const feedbackButtons = (page: Page) => ["Yes", "Somewhat", "No"].map((name) => page.getByRole("button", { name, exact: true }));

test.describe("/demos/voice", () => {
  test("shows the banner, explainer, features, survey card and More Demos", async ({ page }) => {
    await page.goto("/demos/voice");
    await expect(page.getByRole("heading", { level: 1, name: "Voice" })).toBeVisible();
    await expect(page.getByText(str(page0.explainer))).toBeVisible();
    for (const title of ["Supports All Indian Languages", "Dynamic List Manipulation", "Supports Different Accents"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    const survey = page0.surveyCard as { linkLabel: string; url: string };
    await expect(page.getByRole("link", { name: survey.linkLabel })).toHaveAttribute("href", survey.url);
    await expect(page.getByRole("heading", { name: "Did we get it right?" }).or(page.getByText("Did we get it right?"))).toBeVisible();
    const more = page.getByRole("region", { name: "More Demos" });
    await expect(more.getByRole("link", { name: "Text" })).toHaveAttribute("href", "/demos/text");
    await expect(more.getByRole("link", { name: "Images" })).toHaveAttribute("href", "/demos/image");
    await expect(more.getByRole("link", { name: "Video" })).toHaveAttribute("href", "/demos/video");
    // Six built-in categories, the placeholder first.
    const select = page.getByLabel("Category", { exact: true });
    await expect(select.locator("option")).toHaveText([
      "Select Category",
      ...ofType("voiceCategory")
        .sort((a, b) => Number(a.order) - Number(b.order))
        .map((c) => str(c.categoryName)),
    ]);
  });

  test("records Elephant with the fake microphone, shows Processing, the answer and takes feedback", async ({ page }) => {
    test.setTimeout(60_000);
    await open(page, "/demos/voice");
    for (const button of feedbackButtons(page)) await expect(button).toBeDisabled();
    await expect(page.getByRole("button", { name: "Add Phrase" })).toBeDisabled();

    const select = page.getByLabel("Category", { exact: true });
    await select.selectOption({ label: "Animals" });
    await expect(select.locator("option", { hasText: "Select Category" })).toBeDisabled();
    await expect(page.getByTestId("default-list").getByRole("listitem")).toHaveText(["Dog", "Cow", "Sheep", "Horse", "Elephant", "Giraffe"]);

    // Hold the upload a moment so 'Processing...' is observable.
    await page.route("**/api/demos/voicedemoupload", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByRole("button", { name: "Start recording" }).click();
    const status = page.getByTestId("record-status");
    await expect(status).toHaveText("Recording starts in 3");
    await expect(status).toHaveText("Recording starts in 2");
    await expect(status).toHaveText("Recording starts in 1");
    await expect(status).toHaveText("Recording starts in 0");
    const stop = page.getByRole("button", { name: "Stop recording" });
    await expect(stop).toBeVisible();
    await expect(stop.locator('svg[data-icon="stop"]')).toBeVisible();
    await page.waitForTimeout(2_800);
    await stop.click();
    await expect(output(page)).toHaveText("Processing...");
    await expect(output(page)).toHaveText("Elephant", { timeout: 15_000 });
    await expect(page.getByLabel("Your recording")).toBeVisible();

    for (const button of feedbackButtons(page)) await expect(button).toBeEnabled();
    await feedbackButtons(page)[0]!.click();
    await expect(toast(page, "Your feeback is submitted")).toBeVisible();
    for (const button of feedbackButtons(page)) await expect(button).toBeDisabled();
  });

  test("adds a category and a phrase, refuses empty ones, and restores them after a reload", async ({ page }) => {
    await open(page, "/demos/voice");
    await page.getByRole("button", { name: "Add Category" }).click();
    await expect(toast(page, "Please enter a category")).toBeVisible();
    await page.getByLabel("New category").fill("Fruits");
    await page.getByRole("button", { name: "Add Category" }).click();
    const select = page.getByLabel("Category", { exact: true });
    await expect(select.locator("option:checked")).toHaveText("Fruits");
    await page.getByRole("button", { name: "Add Phrase" }).click();
    await expect(toast(page, "Please enter a phrase")).toBeVisible();
    await page.getByLabel("New phrase").fill("Mango");
    await page.getByRole("button", { name: "Add Phrase" }).click();
    await select.selectOption({ label: "Animals" });
    await page.getByLabel("New phrase").fill("Tiger");
    await page.getByRole("button", { name: "Add Phrase" }).click();

    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("category") ?? "[]") as { categoryName: string; newAdded: string[] }[]);
    expect(stored.find((c) => c.categoryName === "Fruits")?.newAdded).toEqual(["Mango"]);

    await page.reload();
    await waitUntilHydrated(page.getByRole("button", { name: "Add Category" }));
    await expect(select.locator("option", { hasText: "Fruits" })).toHaveCount(1);
    await select.selectOption({ label: "Fruits" });
    await expect(page.getByTestId("added-list").getByRole("listitem")).toHaveText(["Mango"]);
    await select.selectOption({ label: "Animals" });
    await expect(page.getByTestId("added-list").getByRole("listitem")).toHaveText(["Tiger"]);
  });

  test("explains a blocked microphone and recognises an uploaded WAV instead", async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("denied", "NotAllowedError"));
    });
    await open(page, "/demos/voice");
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Animals" });
    await page.getByRole("button", { name: "Start recording" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Microphone access was blocked" })).toBeVisible();
    await page.getByLabel(/Upload a WAV file/).setInputFiles(fileWav);
    await page.getByRole("button", { name: "Recognise file" }).click();
    await expect(output(page)).toHaveText("Elephant", { timeout: 15_000 });
    for (const button of feedbackButtons(page)) await expect(button).toBeEnabled();
  });

  test("a recording without speech says so, instead of naming a phrase or 'nothing recognised'", async ({ page }) => {
    await open(page, "/demos/voice");
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Animals" });
    await page.getByLabel(/Upload a WAV file/).setInputFiles(noiseWav);
    await page.getByRole("button", { name: "Recognise file" }).click();
    await expect(output(page)).toHaveText("No speech heard: speak closer to the microphone and try again", { timeout: 15_000 });
  });

  test("shows an alert with the error message when the upload fails", async ({ page }) => {
    await open(page, "/demos/voice");
    // Dismiss the alert from its listener: an open alert blocks the page, and with it the click.
    const messages: string[] = [];
    page.on("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByLabel(/Upload a WAV file/).setInputFiles({ name: "fake.wav", mimeType: "audio/wav", buffer: Buffer.from("not a wav file at all") });
    await page.getByRole("button", { name: "Recognise file" }).click();
    await expect.poll(() => messages).toHaveLength(1);
    expect(messages[0]).toMatch(/WAV/i);
  });
});

test.describe("without JavaScript", () => {
  // The app's scripts never load, so nothing hydrates (the browser's own JavaScript stays on for axe).
  test.beforeEach(async ({ page }) => {
    await page.route(/\/build\/.*\.js(\?.*)?$/, (route) => route.abort());
  });

  test("the WAV form posts to the page and the answer and the feedback form work", async ({ page }) => {
    await page.goto("/demos/voice");
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Animals" });
    await page.getByLabel(/Upload a WAV file/).setInputFiles(fileWav);
    await page.getByRole("button", { name: "Recognise file" }).click();
    await expect(output(page)).toHaveText("Elephant", { timeout: 15_000 });
    await page.getByRole("button", { name: "Somewhat", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your feeback is submitted" })).toBeVisible();
  });
});

test.describe("/demos/voice/2", () => {
  test("the older variant adds values without checks and recognises through voicedemoupload2", async ({ page }) => {
    await open(page, "/demos/voice/2");
    await expect(page.getByRole("heading", { level: 1, name: "Voice Recognition (Classic Demo)" })).toBeVisible();
    const select = page.getByLabel("Category", { exact: true });
    const before = await select.locator("option").count();
    await page.getByRole("button", { name: "Add Category" }).click();
    await expect(select.locator("option")).toHaveCount(before + 1);
    await expect(page.getByRole("region", { name: "Notifications" }).getByText("Please enter a category")).toHaveCount(0);
    await select.selectOption({ label: "Animals" });
    const upload = page.waitForRequest("**/api/demos/voicedemoupload2");
    await page.getByLabel(/Upload a WAV file/).setInputFiles(fileWav);
    await page.getByRole("button", { name: "Recognise file" }).click();
    expect((await upload).headers()["x-csrftoken"]).toBeUndefined();
    await expect(output(page)).toHaveText("Elephant", { timeout: 15_000 });
  });
});
