/**
 * The image demo (issue 9 "Must show"): the page from the seed, a sample click (Processing..., then
 * the item), an own PNG upload, the client's 'invalid image format' toast for a .txt renamed .png
 * and the server's 4xx for the same bytes, the self-learning correction, and the page without
 * JavaScript. Every page.goto also runs axe (fixtures.ts).
 */
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { byId, ofType, str } from "./seed";

const page0 = byId("imageDemoPage")!;
const photos = ofType("foodPhoto").sort((a, b) => Number(a.order) - Number(b.order));
const result = (page: Page) => page.getByTestId("photo-result");
const fixture = (name: string) => readFileSync(`tests/fixtures/food/${name}`);

/** Holds each photo call for a moment so the 'Processing...' state is observable. */
async function slowUploads(page: Page) {
  await page.route("**/api/demos/photosdemoupload", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

test.describe("image demo page", () => {
  test("shows the page texts, 12 samples, the note, known foods, features and other demos", async ({ page }) => {
    await page.goto("/demos/image");
    await expect(page.getByRole("heading", { level: 1, name: str(page0.heading) })).toBeVisible();
    await expect(page.getByTestId("photo-preview")).toHaveText("Select/Upload a photo");
    await expect(result(page)).toHaveText("Once you select a photo, we will show you here what it is");
    const input = page.getByLabel("Choose a photo (JPG, JPEG or PNG)");
    expect((await input.getAttribute("accept"))?.split(",")).toEqual(expect.arrayContaining([".jpg", ".jpeg", ".png"]));
    const samples = page.getByRole("button", { name: /^Recognise the sample photo:/ });
    await expect(samples).toHaveCount(12);
    for (const [i, photo] of photos.entries()) await expect(samples.nth(i)).toHaveAccessibleName(`Recognise the sample photo: ${str(photo.name)}`);
    await expect(page.getByTestId("single-item-note")).toContainText("not a thali or a multi-dish image");
    await page.getByText(/Foods the model knows/).click();
    await expect(page.getByTestId("known-foods").getByRole("listitem")).toHaveCount(45);
    for (const title of ["Deep Learning Driven", "Self Learning", "HTTP REST APIs"]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    for (const [name, href] of [
      ["Text Demo", "/demos/text"],
      ["Voice Demo", "/demos/voice"],
      ["Video Demo", "/demos/video"],
    ] as const) {
      await expect(page.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  test("clicking a sample shows Processing..., then the item", async ({ page }) => {
    await slowUploads(page);
    await page.goto("/demos/image");
    await page.getByRole("button", { name: "Recognise the sample photo: Banana" }).click();
    await expect(result(page)).toHaveText("Processing...");
    await expect(result(page)).toHaveText("Banana", { timeout: 15_000 });
    await expect(page.getByTestId("photo-preview").getByRole("img")).toBeVisible();
  });

  test("uploading a PNG names it", async ({ page }) => {
    await slowUploads(page);
    await page.goto("/demos/image");
    const png = await sharp(fixture("strawberry-E063.jpeg")).png().toBuffer();
    await page.getByLabel("Choose a photo (JPG, JPEG or PNG)").setInputFiles({ name: "berry.png", mimeType: "image/png", buffer: png });
    await expect(result(page)).toHaveText("Processing...");
    await expect(result(page)).toHaveText("Strawberry", { timeout: 15_000 });
    await expect(page.getByTestId("photo-preview").getByRole("img", { name: "Your photo berry.png" })).toBeVisible();
  });

  test("a .txt renamed .png: 'invalid image format' in the page, a 4xx from the server", async ({ page }) => {
    let calls = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/demos/photos")) calls++;
    });
    await page.goto("/demos/image");
    const text = Buffer.from("These are my notes, not a photo.\n");
    await page.getByLabel("Choose a photo (JPG, JPEG or PNG)").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: text });
    await expect(page.getByRole("alert").filter({ hasText: "invalid image format" })).toBeVisible();
    await page.getByLabel("Choose a photo (JPG, JPEG or PNG)").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: text });
    await expect(result(page)).toHaveText("Once you select a photo, we will show you here what it is");
    expect(calls).toBe(0);

    // The same bytes sent to the API directly (the page's CSRF cookie and header).
    const token = (await page.context().cookies()).find((c) => c.name === "csrftoken")!.value;
    const reply = await page.request.post("/api/demos/photosdemoupload", {
      headers: { "X-CSRFToken": token, Origin: new URL(page.url()).origin },
      multipart: { customFile: { name: "notes.png", mimeType: "image/png", buffer: text } },
    });
    expect(reply.status()).toBe(415);
    expect((await reply.json()).error).toMatch(/JPEG and PNG/);
  });

  test("'Was this right?' teaches the demo a label for close photos", async ({ page }) => {
    await page.goto("/demos/image");
    const input = page.getByLabel("Choose a photo (JPG, JPEG or PNG)");
    await input.setInputFiles({ name: "hen.jpeg", mimeType: "image/jpeg", buffer: fixture("not-food-hen-N001.jpeg") });
    await expect(result(page)).toHaveText("Not a food we know", { timeout: 15_000 });
    await page.getByLabel("The right name").fill("Hot dog");
    await page.getByRole("button", { name: "Send correction" }).click();
    await expect(page.getByText("Photos like this one will now be recognised as Hot dog.")).toBeVisible();
    await input.setInputFiles({ name: "hen-again.jpeg", mimeType: "image/jpeg", buffer: fixture("not-food-hen-N001.jpeg") });
    await expect(result(page)).toHaveText("Hot dog", { timeout: 15_000 });
    await expect(page.getByText("Learned from visitors' corrections.")).toBeVisible();
  });
});

// A plain context: axe needs scripts, so the fixture's page (which runs it) is not used here.
test("without JavaScript the upload form and a sample post to the page and show the item", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/demos/image");
    await page.getByLabel("Choose a photo (JPG, JPEG or PNG)").setInputFiles({ name: "fig.jpeg", mimeType: "image/jpeg", buffer: fixture("fig-E020.jpeg") });
    await page.getByRole("button", { name: "Recognise photo" }).click();
    await expect(result(page)).toHaveText("Fig");
    await page.getByRole("button", { name: "Recognise the sample photo: Pineapple" }).click();
    await expect(result(page)).toHaveText("Pineapple");
  } finally {
    await context.close();
  }
});

test("the plain-form result state (answer and correction form) is axe clean (the app's scripts blocked)", async ({ page }) => {
  await page.route(/\/build\/.*\.js(\?.*)?$/, (route) => route.abort());
  await page.goto("/demos/image");
  await page.getByRole("button", { name: "Recognise the sample photo: Cabbage" }).click();
  await expect(result(page)).toHaveText("Cabbage");
  await expect(page.getByLabel("The right name")).toBeVisible();
  await expectNoAxeViolations(page);
  // A free label without JavaScript: stored, not applied until another visitor agrees.
  await page.getByLabel("The right name").fill("Patta gobhi");
  await page.getByRole("button", { name: "Send correction" }).click();
  await expect(page.getByText("We will use Patta gobhi once other visitors agree.")).toBeVisible();
  await expectNoAxeViolations(page);
});
