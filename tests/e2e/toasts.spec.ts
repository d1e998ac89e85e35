import type { Page } from "@playwright/test";
import { test, expect, waitUntilHydrated } from "./fixtures";

/** SPEC §9: toasts sit top right and are dismissed by a drag over 80 % of their width. */
async function showLoginErrorToast(page: Page) {
  await page.goto("/login");
  await waitUntilHydrated(page.getByRole("button", { name: "Log In" }));
  await page.getByLabel("User Name").fill(`nobody${Date.now()}`);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Log In" }).click();
  const toast = page.getByRole("region", { name: "Notifications" }).locator("div[data-type]");
  await expect(toast).toHaveCount(1);
  return toast;
}

async function dragBy(page: Page, toast: import("@playwright/test").Locator, ratio: number) {
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + 8;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + box.width * ratio, y, { steps: 8 });
  await page.mouse.up();
}

test("a toast dragged by less than 80 % of its width stays; one dragged further is dismissed", async ({ page }) => {
  const toast = await showLoginErrorToast(page);
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  // Top right of the page.
  expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.8);
  expect(box.y).toBeLessThan(viewport.height * 0.25);

  await dragBy(page, toast, 0.5);
  await expect(toast).toHaveCount(1);
  await expect.poll(() => toast.evaluate((el) => (el as HTMLElement).style.transform)).toBe("");

  await dragBy(page, toast, 0.9);
  await expect(toast).toHaveCount(0);
});
