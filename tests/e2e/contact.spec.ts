/**
 * The home page's Contact Us form (issue 6 "Must show") in Chromium against the production build:
 * the empty-field toast with no request, the loading overlay, the thank-you modal with cleared
 * fields and focus handling, the error toast with the values kept when the server fails, and the
 * whole flow with JavaScript off. Every page.goto also runs axe (fixtures.ts).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { AXE_TAGS, expect, test, waitUntilHydrated } from "./fixtures";
import { byId, str } from "./seed";

const HEADING = str(byId("homePage")?.contactHeading);
// The server treats a form sent sooner than this after rendering as a bot (CONTACT_MIN_FILL_MS).
const MIN_FILL_MS = 3_000;

const VALUES = {
  "Full Name": "Asha Verma",
  "Business Email": "asha.verma@navyabank.example",
  "Phone Number": "+91 98100 12345",
  "Company Name": "Navya Bank",
  "Designation (optional)": "Head of Customer Care",
  Message: "We want a Hindi and English voice bot for EMI reminders.",
};

// The carousels above the form hold still, so nothing moves under the checks (SPEC §9 allows it).
test.use({ reducedMotion: "reduce" });

const section = (page: Page) => page.getByTestId("home-contact");
const field = (page: Page, label: string) => section(page).getByLabel(label, { exact: true });
const toast = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text, { exact: true });

async function openHome(page: Page): Promise<number> {
  const started = Date.now();
  await page.goto("/");
  // The form must be hydrated, or the click would post it as plain HTML.
  await waitUntilHydrated(section(page).locator("form"));
  await section(page).scrollIntoViewIfNeeded();
  return started;
}

async function fillAll(page: Page) {
  for (const [label, value] of Object.entries(VALUES)) await field(page, label).fill(value);
}

async function afterMinFill(page: Page, started: number) {
  const wait = started + MIN_FILL_MS + 300 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

test("the section has the content's heading, visible labels and the two columns", async ({ page }) => {
  await openHome(page);
  await expect(section(page).getByRole("heading", { name: HEADING, exact: true })).toBeVisible();
  for (const label of Object.keys(VALUES)) await expect(field(page, label)).toBeVisible();
  await expect(field(page, "Message")).toHaveJSProperty("tagName", "TEXTAREA");
  await expect(section(page).getByRole("button", { name: "Submit" })).toBeVisible();
});

test("an empty required field shows 'Please fill all the fields' for 2 s and sends nothing", async ({ page }) => {
  await openHome(page);
  const requests: string[] = [];
  // Lazy images may load while scrolling; what must not happen is a call or a form post.
  page.on("request", (r) => {
    if (r.method() !== "GET" || ["fetch", "xhr", "document"].includes(r.resourceType())) requests.push(`${r.method()} ${r.url()}`);
  });
  await fillAll(page);
  await field(page, "Phone Number").fill("");
  // designation is optional; leaving it empty is not the reason for the toast.
  await field(page, "Designation (optional)").fill("");
  await section(page).getByRole("button", { name: "Submit" }).click();
  const shown = Date.now();
  await expect(toast(page, "Please fill all the fields")).toBeVisible();
  await expect(toast(page, "Please fill all the fields")).toBeHidden({ timeout: 5_000 });
  const visibleFor = Date.now() - shown;
  expect(visibleFor).toBeGreaterThan(1_500);
  expect(visibleFor).toBeLessThan(4_000);
  expect(requests).toEqual([]);
  await expect(field(page, "Full Name")).toHaveValue(VALUES["Full Name"]);
});

test("submitting shows the overlay, then the thank-you modal; fields are cleared; Okay closes it and returns focus", async ({ page }) => {
  const started = await openHome(page);
  await fillAll(page);
  await afterMinFill(page, started);
  // Held back a moment (the request still reaches the real server) so the overlay can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const posted: unknown[] = [];
  await page.route("**/api/contact/contactus", async (route) => {
    posted.push(route.request().postDataJSON());
    await held;
    await route.continue();
  });
  await section(page).getByRole("button", { name: "Submit" }).click();
  const overlay = page.getByTestId("contact-overlay");
  await expect(overlay).toBeVisible();
  await expect(section(page).locator("form")).toHaveAttribute("aria-busy", "true");
  await expect(section(page).getByRole("status").filter({ hasText: "Sending your enquiry…" })).toBeAttached();
  release();

  const modal = page.getByRole("dialog", { name: "Thank You for contacting us" });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("Our team will get back to promptly.");
  await expect(overlay).toBeHidden();
  await expect(modal.getByRole("button", { name: "Okay" })).toBeFocused();
  await expectSectionAxeClean(page);
  for (const label of Object.keys(VALUES)) await expect(field(page, label)).toHaveValue("");
  expect(posted[0]).toMatchObject({ username: "Asha Verma", companyname: "Navya Bank", currentUrl: expect.stringMatching(/\/$/) });

  await modal.getByRole("button", { name: "Okay" }).click();
  await expect(modal).toBeHidden();
  await expect(section(page).getByRole("button", { name: "Submit" })).toBeFocused();
});

test("the home page is public (no per-visitor token, from the page cache); the form asks for its own start time and makes its own submission id", async ({
  page,
  request,
}) => {
  await (await request.get("/")).text();
  const cached = await request.get("/");
  expect(cached.headers()["x-page-cache"]).toBe("HIT");
  expect(cached.headers()["cache-control"]).toMatch(/^public,/);
  expect(cached.headers()["set-cookie"]).toBeUndefined();
  const html = await cached.text();
  expect(html).not.toContain('name="csrftoken"');
  expect(html).not.toContain("submissionId");

  const tokenReply = page.waitForResponse((response) => response.url().endsWith("/api/contact/form-token"));
  const started = await openHome(page);
  const fresh = ((await (await tokenReply).json()) as { formToken: string }).formToken;
  const pageToken = await section(page).locator('input[name="formToken"]').getAttribute("value");
  expect(fresh).toMatch(/^\d+\.[\w-]{43}$/);
  expect(fresh).not.toBe(pageToken);
  await fillAll(page);
  await afterMinFill(page, started);
  const posted = page.waitForRequest("**/api/contact/contactus");
  await section(page).getByRole("button", { name: "Submit" }).click();
  const body = (await posted).postDataJSON() as { formToken: string; submissionId: string };
  expect(body.formToken).toBe(fresh);
  expect(body.submissionId).toMatch(/^[0-9a-f-]{32,36}$/);
  await expect(page.getByRole("dialog", { name: "Thank You for contacting us" })).toBeVisible();
});

test("when the server fails the overlay goes, 'Error Occured' shows and the values stay", async ({ page }) => {
  const started = await openHome(page);
  await fillAll(page);
  await afterMinFill(page, started);
  // Simulates a server failure: the API answers 500 without a data body.
  await page.route("**/api/contact/contactus", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false, error: "boom" }) }),
  );
  await section(page).getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Error Occured")).toBeVisible();
  await expect(page.getByTestId("contact-overlay")).toBeHidden();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  for (const [label, value] of Object.entries(VALUES)) await expect(field(page, label)).toHaveValue(value);

  // A dropped connection (the request throws) ends the same way.
  await page.unroute("**/api/contact/contactus");
  await page.route("**/api/contact/contactus", (route) => route.abort("connectionreset"));
  await section(page).getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Error Occured").first()).toBeVisible();
  await expect(field(page, "Message")).toHaveValue(VALUES.Message);
});

test("a server-side validation error keeps the values and marks the field", async ({ page }) => {
  const started = await openHome(page);
  await fillAll(page);
  await field(page, "Business Email").fill("not-an-email");
  await afterMinFill(page, started);
  await section(page).getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Error Occured")).toBeVisible();
  await expect(field(page, "Business Email")).toHaveAttribute("aria-invalid", "true");
  await expect(section(page).getByText("Enter a valid business email address")).toBeVisible();
  await expect(field(page, "Company Name")).toHaveValue(VALUES["Company Name"]);
});

/** axe on the contact section only (the whole page is checked by every page.goto). */
async function expectSectionAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-testid="home-contact"]').withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The plain-form flow: errors with the typed values kept, then the thank-you state. */
async function plainFormFlow(page: Page, checkAxe: boolean) {
  let started = Date.now();
  await page.goto("/");
  const form = section(page);
  // Missing fields: the page answers with the messages and the typed values (escaped, never run).
  await field(page, "Full Name").fill("Asha <script>window.pwned=1</script>");
  await field(page, "Message").fill("Hello");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please correct the highlighted fields");
  await expect(form.getByText("Business email is required")).toBeVisible();
  await expect(field(page, "Full Name")).toHaveValue("Asha <script>window.pwned=1</script>");
  await expect(field(page, "Business Email")).toHaveAttribute("aria-invalid", "true");
  if (checkAxe) await expectSectionAxeClean(page);

  started = Date.now();
  await page.goto("/");
  await fillAll(page);
  await afterMinFill(page, started);
  await section(page).getByRole("button", { name: "Submit" }).click();
  const thanks = page.getByTestId("contact-thanks");
  await expect(thanks.getByRole("heading", { name: "Thank You for contacting us" })).toBeVisible();
  await expect(thanks).toContainText("Our team will get back to promptly.");
  await expect(field(page, "Full Name")).toHaveValue("");
  if (checkAxe) await expectSectionAxeClean(page);
  await thanks.getByRole("link", { name: "Okay" }).click();
  await expect(page.getByTestId("contact-thanks")).toHaveCount(0);
}

test.describe("with JavaScript off", () => {
  test("the form posts to the page, which answers with the thank-you state or the errors", async ({ browser }) => {
    // A context with JavaScript disabled: axe cannot run in it (next test covers that).
    const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: "reduce" });
    const page = await context.newPage();
    try {
      await plainFormFlow(page, false);
    } finally {
      await context.close();
    }
  });

  test("the plain-form states are axe clean (the app's scripts blocked, the browser's JavaScript on for axe)", async ({ page }) => {
    await page.route(/\/build\/.*\.js(\?.*)?$/, (route) => route.abort());
    await plainFormFlow(page, true);
  });
});
