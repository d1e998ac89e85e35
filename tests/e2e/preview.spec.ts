import { spawnSync } from "node:child_process";
import { vercelStegaClean, vercelStegaDecode } from "@vercel/stega";
import { baseURL, dataDir } from "../../playwright.config";
import { byId, seedDraft, str } from "./seed";
import { expect, test } from "./fixtures";

/*
 * Editors' preview (issue 18) on the embedded seed: the seed holds drafts of blog 1 and of the
 * first home banner. A preview link comes from `npm run preview:link` (the embedded stand-in for
 * the Studio's Presentation tool, which writes the same secret document into a hosted dataset).
 */

const publishedTitle = str(byId("blogPost-1")?.title);
const draftTitle = str(seedDraft("blogPost-1")?.title);
const publishedBanner = str(byId("banner-multimodal")?.title);
const draftBanner = str(seedDraft("banner-multimodal")?.title);

function previewLink(page: string, issuedAgoSeconds = 0): string {
  const run = spawnSync(process.execPath, ["scripts/ops/preview-link.mjs", page, "--issued-ago", String(issuedAgoSeconds)], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_ORIGIN: baseURL },
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.trim();
}

test.beforeAll(() => {
  expect(draftTitle).not.toBe("");
  expect(draftTitle).not.toBe(publishedTitle);
  expect(draftBanner).not.toBe(publishedBanner);
});

test("a valid preview link shows the drafts with edit overlays to the editor only, until they leave", async ({ page, browser }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });

  const entry = await page.goto(previewLink("/blogs/1"));
  await expect(page).toHaveURL(/\/blogs\/1$/);
  expect(entry?.headers()["cache-control"]).toBe("private, no-store");
  // Only the Studio may frame the editor's pages (the Presentation tool); nobody frames a visitor's.
  expect(entry?.headers()["content-security-policy"]).toContain("frame-ancestors 'self' http://localhost:3333");
  expect(entry?.headers()["x-frame-options"]).toBeUndefined();
  // Client-side navigations read drafts too, and are never cached either.
  const data = await page.request.get("/blogs/1?_data=routes%2Fblogs.%24id");
  expect(data.headers()["cache-control"]).toBe("private, no-store");
  expect(vercelStegaClean(await data.text())).toContain(draftTitle);
  const heading = page.getByRole("heading", { level: 1 });
  const shown = (await heading.textContent()) ?? "";
  expect(vercelStegaClean(shown)).toBe(draftTitle);
  // The title carries its edit link (stega), pointing at the document and field in the Studio.
  const link = vercelStegaDecode(shown) as { origin?: string; href?: string } | undefined;
  expect(link?.origin).toBe("sanity.io");
  expect(link?.href).toMatch(/^http:\/\/localhost:3333\/intent\/edit\/.*id=blogPost-1;type=blogPost;path=title/);
  const bar = page.getByRole("region", { name: "Preview" });
  await expect(bar).toContainText("Preview");
  // The overlays load (in the browser only) and outline the title when the pointer is over it.
  await expect(page.locator("sanity-visual-editing")).toBeAttached();
  await heading.hover();
  const openInStudio = page.locator("sanity-visual-editing [data-hovered]").getByRole("link", { name: "Open in Studio" });
  await expect(openInStudio).toBeVisible();
  expect(await openInStudio.getAttribute("href")).toMatch(/id=blogPost-1;type=blogPost;path=title/);
  // The page title and link previews stay clean.
  expect(await page.title()).toBe(`${draftTitle} | Kathana AI`);

  // A visitor at the same moment sees the published site: no draft, no bar, no hidden links.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const visit = await visitorPage.goto(`${baseURL}/blogs/1`);
  expect(visit?.headers()["cache-control"]).toContain("public");
  expect(visit?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(publishedTitle);
  expect(vercelStegaDecode((await visitorPage.getByRole("heading", { level: 1 }).textContent()) ?? "")).toBeUndefined();
  await expect(visitorPage.getByRole("region", { name: "Preview" })).toHaveCount(0);
  await visitorPage.goto(`${baseURL}/`);
  await expect(visitorPage.getByText(publishedBanner, { exact: true }).first()).toBeAttached();
  await expect(visitorPage.getByText(draftBanner)).toHaveCount(0);
  await visitor.close();

  // The editor moves on to the home page: the banner's draft.
  await page.goto("/");
  await expect(page.getByText(draftBanner).first()).toBeAttached();

  // Leaving preview returns to the published page.
  await page.goto("/blogs/1");
  await page.getByRole("link", { name: "Leave preview" }).click();
  await expect(page).toHaveURL(/\/blogs\/1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(publishedTitle);
  await expect(page.getByRole("region", { name: "Preview" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a wrong or expired preview link opens nothing", async ({ page }) => {
  const good = new URL(previewLink("/blogs/1"));
  const wrong = new URL(good);
  wrong.searchParams.set("sanity-preview-secret", "not-the-secret");
  for (const url of [wrong.href, previewLink("/blogs/1", 3_700)]) {
    const response = await page.request.get(url, { maxRedirects: 0 });
    expect(response.status()).toBe(401);
    expect(await response.text()).toContain("not valid or has expired");
    expect(response.headers()["set-cookie"]).toBeUndefined();
  }
  await page.goto("/blogs/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(publishedTitle);
  await expect(page.getByRole("region", { name: "Preview" })).toHaveCount(0);
});
