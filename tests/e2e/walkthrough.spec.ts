/**
 * What a visitor met on a phone and a laptop (issue 45), beside the layout gate (layout.spec.ts):
 * errors next to their fields, every failed password rule at once, call transcripts as turns, the
 * phone header that no longer jumps, /contact leading to the enquiry form, the image demo's
 * correction box. Every page.goto also runs axe (fixtures.ts).
 */
import type { Page } from "@playwright/test";
import { expect, test, waitUntilHydrated } from "./fixtures";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** A field's messages: what its aria-describedby names. */
async function describedText(page: Page, label: string, scope = page.locator("body")) {
  const field = scope.getByLabel(label, { exact: true });
  const ids = (await field.getAttribute("aria-describedby")) ?? "";
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  return texts.join(" ");
}

test.describe("at phone size", () => {
  test.use({ ...PHONE, reducedMotion: "reduce" });

  test("the home contact form sent empty: SPEC's toast, every empty field marked, focus on the first", async ({ page }) => {
    await page.goto("/");
    const section = page.getByTestId("home-contact");
    await waitUntilHydrated(section.locator("form"));
    await section.scrollIntoViewIfNeeded();
    await section.getByLabel("Company Name").fill("Navya Bank");
    await section.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("region", { name: "Notifications" }).getByText("Please fill all the fields", { exact: true })).toBeVisible();
    const fullName = section.getByLabel("Full Name");
    await expect(fullName).toBeFocused();
    await expect(fullName).toBeInViewport();
    for (const [label, message] of [
      ["Full Name", "Full name is required"],
      ["Business Email", "Business email is required"],
      ["Phone Number", "Phone is required"],
      ["Message", "Message is required"],
    ] as const) {
      await expect(section.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
      expect(await describedText(page, label, section)).toBe(message);
    }
    await expect(section.getByLabel("Company Name")).not.toHaveAttribute("aria-invalid", "true");
    // Typing into a marked field clears its mark.
    await fullName.fill("Asha Verma");
    await expect(fullName).not.toHaveAttribute("aria-invalid", "true");
  });

  test("sign-up lists every failed password rule at once under the field, and focuses it", async ({ page }) => {
    await page.goto("/signup");
    await waitUntilHydrated(page.getByRole("button", { name: "Sign Up" }));
    const name = `walk${Date.now().toString(36)}`;
    await page.getByLabel("User Name").fill(name);
    await page.getByLabel("Email").fill(`${name}@example.com`);
    const password = page.getByLabel("Password", { exact: true });
    expect(await describedText(page, "Password")).toBe("At least 8 characters.");
    // Short and one of the commonest passwords: both rules fail.
    await password.fill("abc123");
    await page.getByLabel("Confirm Password").fill("abc123");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toBeFocused();
    const messages = await describedText(page, "Password");
    expect(messages).toContain("Password must be at least 8 characters long");
    expect(messages).toContain("This password is too common; choose another one");
    expect(messages).not.toContain("At least 8 characters.");
    // A differing confirmation is marked on its own field, with the password's rules still listed.
    await password.fill("abc123");
    await page.getByLabel("Confirm Password").fill("abc1234");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByLabel("Confirm Password")).toHaveAttribute("aria-invalid", "true");
    expect(await describedText(page, "Confirm Password")).toBe("Passwords do not match");
    expect(await describedText(page, "Password")).toContain("Password must be at least 8 characters long");
  });

  test("a call transcript shows its turns, each speaker named", async ({ page }) => {
    await page.goto("/bfsi");
    const card = page.getByTestId("demo-card").first();
    await card.locator("summary").click();
    const turns = card.locator("details li");
    expect(await turns.count()).toBeGreaterThan(2);
    await expect(turns.first()).toContainText(/^Bot:/);
    await expect(turns.nth(1)).toContainText(/^Customer:/);
  });

  test("the header keeps its place when the phone menu opens, on one row", async ({ page }) => {
    await page.goto("/");
    const logo = page.getByRole("banner").getByRole("link", { name: /home$/ });
    const toggle = page.getByRole("button", { name: "Menu" });
    await waitUntilHydrated(toggle);
    const before = await logo.boundingBox();
    const toggleBefore = await toggle.boundingBox();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    expect(await logo.boundingBox()).toEqual(before);
    expect((await page.getByRole("button", { name: "Close menu" }).boundingBox())!.y).toBe(toggleBefore!.y);
    // Kathana Assist is in the header bar on a phone, on the same row.
    const assist = page.getByRole("banner").getByRole("link", { name: "Ask Kathana Assist" });
    expect((await assist.boundingBox())!.y).toBeLessThan(toggleBefore!.y + toggleBefore!.height);
  });
});

test("/contact leads to the enquiry form", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("link", { name: "Open the enquiry form" }).click();
  await expect(page).toHaveURL(/\/#contact-us$/);
  await expect(page.getByTestId("home-contact").getByRole("heading", { level: 2 })).toBeInViewport();
  await expect(page.getByTestId("home-contact").getByLabel("Full Name")).toBeFocused();
});

test("the laptop's home banner band: the hero's text and the banners side by side", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/");
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  const banners = await page.getByTestId("banner-carousel").boundingBox();
  expect(banners!.x).toBeGreaterThan(heading!.x + heading!.width - 1);
  expect(banners!.y).toBeLessThan(heading!.y + heading!.height);
});
