/**
 * The site in Hindi (issue 44): every page behind /hi is a first-class page, checked as strictly as
 * the English one — axe on each visit (fixtures.ts), the document's language, the alternates for
 * search engines, and no stray English: a Latin-script word on a Hindi page must be a name the
 * glossary keeps (a brand, a product, a key), an acronym, an e-mail address, code, or marked
 * lang="en" (a postal address, a job title kept in English).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitUntilHydrated } from "./fixtures";

const NOT_INDEXED = ["/hi/signup", "/hi/login", "/hi/forgotpassword", "/hi/comingsoon"];

const HINDI_PAGES = [
  "/hi",
  "/hi/demos/alldemos",
  "/hi/demos/voice",
  "/hi/demos/voice/2",
  "/hi/demos/text",
  "/hi/demos/image",
  "/hi/demos/video",
  "/hi/ourproducts",
  "/hi/developers/services",
  "/hi/developers/api-guides",
  "/hi/about",
  "/hi/blogs",
  "/hi/blogs/1",
  "/hi/careers",
  "/hi/contact",
  "/hi/privacypolicy",
  "/hi/termsofuse",
  "/hi/signup",
  "/hi/login",
  "/hi/forgotpassword",
  "/hi/bfsi",
  "/hi/healthcare",
  "/hi/assistant",
  "/hi/comingsoon",
];

/**
 * The words the glossary keeps in Latin script (brands, products, keys, the postal address) or lets
 * follow their Hindi in brackets (a law's official title), lower case.
 */
const KEPT = new Set(
  (JSON.parse(readFileSync(path.join(process.cwd(), "app/i18n/glossary/hi.json"), "utf8")) as { en: string; keep?: boolean; quoted?: boolean }[])
    .filter((term) => term.keep || term.quoted)
    .flatMap((term) => term.en.toLowerCase().match(/\p{Script=Latin}+/gu) ?? []),
);

/** Latin-script words of the page's text and accessible names that are not allowed there. */
async function strayEnglish(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const skip = "script,style,code,pre,kbd,samp,[lang^='en'],[hidden],[aria-hidden='true']";
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && !node.parentElement.closest(skip) && node.textContent?.trim()) out.push(node.textContent.trim());
    }
    for (const el of document.querySelectorAll("[aria-label],[alt],[placeholder],[title]")) {
      if (el.closest("[lang^='en'],code,pre")) continue;
      for (const name of ["aria-label", "alt", "placeholder", "title"]) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
    }
    out.push(document.title);
    return out;
  });
  const stray = new Set<string>();
  for (const text of texts) {
    // E-mail addresses, URLs and markup quoted in a hint ("<speak>") are not words.
    const words = text.replace(/\S+@\S+|https?:\/\/\S+|<\/?[a-z]+>/gi, " ").match(/\p{Script=Latin}[\p{Script=Latin}.]*/gu) ?? [];
    for (const word of words) {
      const bare = word.replace(/\.$/, "");
      // Acronyms and labels printed in capitals (API, KYC, EMI, "LIVE" in an image) stay Latin in Hindi.
      if (
        bare.length < 3 ||
        bare === bare.toUpperCase() ||
        bare
          .toLowerCase()
          .split(".")
          .every((part) => !part || KEPT.has(part))
      )
        continue;
      stray.add(`${bare} (in "${text.slice(0, 60)}")`);
    }
  }
  return [...stray];
}

test.describe("every Hindi page", () => {
  for (const url of HINDI_PAGES) {
    test(`${url} is in Hindi, names its alternates and has no stray English`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      expect(await strayEnglish(page), `stray English on ${url}`).toEqual([]);
      // Pages kept out of search engines (the account forms) name no alternates.
      if (NOT_INDEXED.includes(url)) {
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        return;
      }
      const bare = url.replace(/^\/hi/, "") || "/";
      const alternates = page.locator('link[rel="alternate"][hreflang]');
      await expect(alternates.locator('xpath=self::*[@hreflang="en"]')).toHaveAttribute("href", new RegExp(`${bare === "/" ? "/$" : `${bare}$`}`));
      await expect(alternates.locator('xpath=self::*[@hreflang="hi"]')).toHaveAttribute("href", new RegExp(`${url}$`));
      await expect(alternates.locator('xpath=self::*[@hreflang="x-default"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "hi_IN");
    });
  }
});

test("the language switcher leads to the same page in the other language and back", async ({ page }) => {
  await page.goto("/bfsi");
  const header = page.getByRole("banner");
  const toHindi = header.getByRole("link", { name: "हिन्दी" });
  await expect(toHindi).toHaveAttribute("lang", "hi");
  await waitUntilHydrated(toHindi);
  await toHindi.click();
  await expect(page).toHaveURL(/\/hi\/bfsi$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  // The header's own strings changed with the content.
  await expect(header.getByRole("link", { name: "लॉग इन" })).toBeVisible();
  await header.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/bfsi$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
});

test("a call-flow tab stays selected when the page changes language", async ({ page }) => {
  await page.goto("/bfsi?flow=loan-requirement");
  await expect(page.getByRole("tab", { name: "Loan Requirement" })).toHaveAttribute("aria-selected", "true");
  const toHindi = page.getByRole("banner").getByRole("link", { name: "हिन्दी" });
  await waitUntilHydrated(toHindi);
  await toHindi.click();
  await expect(page).toHaveURL(/\/hi\/bfsi\?flow=loan-requirement$/);
  await expect(page.getByRole("tab", { selected: true })).toHaveText("लोन की ज़रूरत");
  await page.getByRole("tab", { name: "पेमेंट रिमाइंडर" }).click();
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/bfsi\?flow=/);
  await expect(page.getByRole("tab", { selected: true })).toHaveText("Payment Reminder");
});

test("links of a Hindi page stay on the Hindi site", async ({ page }) => {
  await page.goto("/hi/about");
  // The language switcher's link (hreflang) is the one that leaves on purpose.
  const internal = await page.locator("a[href^='/']:not([hreflang])").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  const english = internal.filter((href) => !/^\/(?:hi(?:\/|$|#|\?)|api\/|content\/|build\/)/.test(href));
  expect(english).toEqual([]);
});

test("the contact form speaks Hindi: its toast", async ({ page }) => {
  await page.goto("/hi");
  const submit = page.getByTestId("home-contact").getByRole("button", { name: "सबमिट करें" });
  await waitUntilHydrated(submit);
  await submit.click();
  await expect(page.getByRole("region", { name: "सूचनाएँ" }).getByText("कृपया सभी फ़ील्ड भरें", { exact: true })).toBeVisible();
});

test("the contact form without JavaScript answers in Hindi on the Hindi page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/hi");
  const form = page.getByTestId("home-contact");
  await form.getByRole("button", { name: "सबमिट करें" }).click();
  await expect(page).toHaveURL(/\/hi(?:[/?#]|$)/);
  await expect(form.getByRole("alert").first()).toHaveText("कृपया हाइलाइट किए गए फ़ील्ड ठीक करें");
  await context.close();
});

test("Kathana Assist answers a Hindi page in Hindi and links the Hindi pages", async ({ page }) => {
  await page.goto("/hi/assistant");
  const question = page.getByRole("textbox").first();
  await waitUntilHydrated(question);
  await question.fill("आपका ऑफ़िस कहाँ है?");
  await question.press("Enter");
  const answer = page.getByText(/हमारा ऑफ़िस इस पते पर है/);
  await expect(answer).toBeVisible();
  await expect(page.getByRole("main").locator("a[href='/hi/contact']").first()).toBeVisible();
});

test("a language the deployment does not serve is not found", async ({ page }) => {
  const response = await page.goto("/bn/about");
  expect(response?.status()).toBe(404);
});
