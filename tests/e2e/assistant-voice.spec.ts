/**
 * A spoken question to Kathana Assist (issue 27) in Chromium with a fake microphone playing a WAV
 * made by espeak-ng at test time: the dialog records it, the server hears it against the content's
 * question list and the answer appears with its source.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import config from "../../playwright.config";
import { expect, test, waitUntilHydrated } from "./fixtures";

const dir = path.join(os.tmpdir(), `assistant-voice-e2e-${process.pid}`);
mkdirSync(dir, { recursive: true });
const raw = path.join(dir, "question-raw.wav");
const mic = path.join(dir, "question-mic.wav");
execFileSync("espeak-ng", ["-v", "en-us", "-s", "140", "-w", raw, "what can you do for banks"]);
// The fake device plays the file from when the page opens the microphone, then loops it: a short
// pause after the question, and the test stops the recording once the file has played.
execFileSync("sox", [raw, "-r", "48000", mic, "pad", "0.3", "4"]);

const baseArgs = (config.use?.launchOptions?.args ?? []) as string[];
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...baseArgs, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", `--use-file-for-fake-audio-capture=${mic}`],
  },
});

test("asks by voice in the dialog: the question heard, the answer and its source", async ({ page }) => {
  await page.goto("/bfsi");
  const launcher = page.getByRole("link", { name: "Ask Kathana Assist" });
  await waitUntilHydrated(launcher);
  await launcher.click();
  const dialog = page.getByRole("dialog", { name: "Ask Kathana Assist" });
  await dialog.getByRole("button", { name: "Ask by voice" }).click();
  await expect(dialog.getByRole("button", { name: "Stop and ask" })).toBeVisible();
  // Long enough for the file's question to play once (2 s of speech and silence).
  await page.waitForTimeout(2_500);
  await dialog.getByRole("button", { name: "Stop and ask" }).click();
  await expect(dialog.getByTestId("assistant-answer")).toContainText("Banks", { timeout: 15_000 });
  await expect(dialog.getByText("what can you do for banks")).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Sources" }).getByRole("link").first()).toHaveAttribute("href", "/bfsi");
});
