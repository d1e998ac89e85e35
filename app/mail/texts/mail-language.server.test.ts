/**
 * The visitor's mails in the language of the request (app/mail/texts): a request to a /hi/ page
 * composes them in Hindi with links to the /hi/ pages; the default language keeps the English mails
 * as they were; the sales notification stays English and names the visitor's language; a deferred
 * mail keeps the request's language in its outbox row.
 */
import { describe, expect, it } from "vitest";
import { existingAccountMail, passwordResetMail } from "~/auth/reset-mail.server";
import { enquiryMail } from "~/contact/mail.server";
import type { Database } from "~/db/db.server";
import { currentLanguage, inLanguage, withLanguageScope } from "~/i18n/language.server";
import { deferredKindIn, deferredKindParts } from "~/mail/composers.server";
import { enqueueMail } from "~/mail/outbox.server";

const ORIGIN = "https://kathana.example";
const RESET = { username: "ravi_k", url: `${ORIGIN}/reset-password/0f8c2b9e-1d3a-4c5b-9e7f-123456789abc/tok_abcdefghijklmnopqrstuv`, validMinutes: 30 };
const DEVANAGARI = /[\u0900-\u097f]/;

describe("visitor mails in the request's language", () => {
  it("writes the password reset mail in Hindi, with the Hindi reset page, on a Hindi request", () => {
    const mail = withLanguageScope("/hi/contact", () => passwordResetMail(RESET));
    expect(mail.subject).toBe("अपना Kathana AI पासवर्ड रीसेट करें");
    expect(mail.text).toContain("नमस्ते ravi_k,");
    expect(mail.text).toContain("30 मिनट");
    expect(mail.text).toContain(`${ORIGIN}/hi/reset-password/0f8c2b9e-1d3a-4c5b-9e7f-123456789abc/tok_abcdefghijklmnopqrstuv`);
    expect(mail.text).not.toContain(`${ORIGIN}/reset-password/`);
    expect(mail.text).not.toMatch(/Hello|Someone|password stays/);
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).toContain(`<a href="${ORIGIN}/hi/reset-password/`);
    expect(mail.html).toContain("नया पासवर्ड चुनें</a>");
  });

  it("writes the existing-account mail in Hindi, linking the Hindi login and reset pages", () => {
    const mail = withLanguageScope("/hi/contact", () => existingAccountMail(ORIGIN));
    expect(mail.subject).toMatch(DEVANAGARI);
    expect(mail.text).toContain(`${ORIGIN}/hi/login`);
    expect(mail.text).toContain(`${ORIGIN}/hi/forgotpassword`);
    expect(mail.html).toContain(`<a href="${ORIGIN}/hi/login">लॉग इन करें</a>`);
    expect(mail.html).toContain(`<a href="${ORIGIN}/hi/forgotpassword">उसे रीसेट करें</a>`);
    expect(mail.html).not.toMatch(/href="https:\/\/kathana\.example\/(login|forgotpassword)"/);
    expect(mail.html).toContain('<html lang="hi">');
  });

  it("keeps the English mails as they were outside a Hindi request", () => {
    const reset = withLanguageScope("/forgotpassword", () => passwordResetMail(RESET));
    expect(reset.subject).toBe("Reset your Kathana AI password");
    expect(reset.text).toBe(
      [
        "Hello ravi_k,",
        "",
        "Someone (hopefully you) asked to reset the password of your Kathana AI account.",
        "Open this link to choose a new password:",
        "",
        RESET.url,
        "",
        "The link works once and expires in 30 minutes.",
        "If you did not ask for this, ignore this e-mail: your password stays the same.",
      ].join("\n"),
    );
    expect(reset.html).toBe(`<!doctype html><html lang="en"><body>
<p>Hello ravi_k,</p>
<p>Someone (hopefully you) asked to reset the password of your Kathana AI account.</p>
<p><a href="${RESET.url}">Choose a new password</a></p>
<p>Or copy this address into your browser: ${RESET.url}</p>
<p>The link works once and expires in 30 minutes.
If you did not ask for this, ignore this e-mail: your password stays the same.</p>
</body></html>`);
    const existing = existingAccountMail(ORIGIN);
    expect(existing.html).toContain(
      `<p><a href="${ORIGIN}/login">Log in</a> or, if you forgot your password, <a href="${ORIGIN}/forgotpassword">reset it</a>.</p>`,
    );
    expect(existing.text).toContain(`Log in at ${ORIGIN}/login\nor, if you forgot your password, reset it at ${ORIGIN}/forgotpassword`);
  });

  it("escapes the username in the Hindi HTML part", () => {
    const mail = withLanguageScope("/hi/contact", () => passwordResetMail({ ...RESET, username: "<b>x</b>" }));
    expect(mail.html).toContain("नमस्ते &#60;b&#62;x&#60;/b&#62;,");
    expect(mail.html).not.toContain("<b>x</b>");
  });
});

describe("the sales notification", () => {
  const input = {
    username: "Ravi Kumar",
    email: "ravi@acme.example",
    phone: "98100 12345",
    companyname: "Acme",
    designation: null,
    message: "नमस्ते",
    currentUrl: `${ORIGIN}/hi/contact`,
  };
  const meta = { id: "id-1", receivedAt: new Date("2026-01-02T03:04:05Z"), userAgent: null };

  it("stays English and names the visitor's language", () => {
    const mail = withLanguageScope("/hi/contact", () => enquiryMail(input, meta));
    expect(mail.text).toContain("A new enquiry arrived through the website's Contact Us form.");
    expect(mail.text).toContain("Language: Hindi (hi)");
    expect(mail.subject).toBe("New enquiry: Acme (Ravi Kumar) [Hindi]");
    expect(mail.html).toContain('<html lang="en">');
  });

  it("takes the language from the form's page when the call came through the API (/api/…)", () => {
    const mail = withLanguageScope("/api/contact/contactus", () => enquiryMail(input, meta));
    expect(mail.text).toContain("Language: Hindi (hi)");
    const english = withLanguageScope("/api/contact/contactus", () => enquiryMail({ ...input, currentUrl: `${ORIGIN}/contact` }, meta));
    expect(english.text).toContain("Language: English (en)");
    expect(english.subject).toBe("New enquiry: Acme (Ravi Kumar)");
  });
});

describe("deferred mails keep the request's language", () => {
  it("tags the placeholder's kind with a language other than the default, and reads it back", () => {
    expect(deferredKindIn("deferred:password-reset", "en")).toBe("deferred:password-reset");
    expect(deferredKindIn("deferred:password-reset", "hi")).toBe("deferred:password-reset@hi");
    expect(deferredKindParts("deferred:password-reset@hi")).toEqual({ kind: "deferred:password-reset", language: "hi" });
    expect(deferredKindParts("deferred:password-reset")).toEqual({ kind: "deferred:password-reset", language: "en" });
    // A language the site does not serve (SITE_LANGUAGES) falls back to the default.
    expect(deferredKindParts("deferred:password-reset@xx")).toEqual({ kind: "deferred:password-reset", language: "en" });
  });

  it("stores a placeholder enqueued during a Hindi request with its language; ordinary mail as it is", async () => {
    const stored: { kind: string }[] = [];
    const db = {
      insert: () => ({
        values: (row: { kind: string }) => {
          stored.push(row);
          return { onConflictDoNothing: () => ({ returning: async () => [{ id: "row-1" }] }) };
        },
      }),
    } as unknown as Database;
    await withLanguageScope("/hi/forgotpassword", () => enqueueMail({ to: "a@b.example", kind: "deferred:password-reset", subject: "", text: "" }, db));
    await withLanguageScope("/hi/signup", () => enqueueMail({ to: "a@b.example", kind: "signup-existing-account", subject: "s", text: "t" }, db));
    await withLanguageScope("/forgotpassword", () => enqueueMail({ to: "a@b.example", kind: "deferred:password-reset", subject: "", text: "" }, db));
    expect(stored.map((row) => row.kind)).toEqual(["deferred:password-reset@hi", "signup-existing-account", "deferred:password-reset"]);
  });

  it("composes in the stored language, outside any request", () => {
    const { language } = deferredKindParts("deferred:password-reset@hi");
    const mail = inLanguage(language, () => {
      expect(currentLanguage()).toBe("hi");
      return passwordResetMail(RESET);
    });
    expect(mail.subject).toMatch(DEVANAGARI);
    expect(mail.text).toContain(`${ORIGIN}/hi/reset-password/`);
  });
});
