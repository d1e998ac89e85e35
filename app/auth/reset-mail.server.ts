/**
 * The account e-mails: password reset, and a sign-up attempt with an address that has an account.
 * Written in the language of the request that asked for them, with links to the pages in that
 * language (the texts: app/mail/texts).
 */
import { interpolate } from "~/i18n/translate";
import { mailLanguage, mailTexts, pageUrlIn } from "~/mail/texts/index.server";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `url` is the reset page's address on this site (unprefixed); the mail links its page in the mail's language. */
export function passwordResetMail(input: { username: string; url: string; validMinutes: number }) {
  const language = mailLanguage();
  const texts = mailTexts(language).passwordReset;
  const url = pageUrlIn(input.url, language);
  const htmlLang = mailTexts(language).htmlLang;
  const validity = interpolate(texts.validity, { minutes: input.validMinutes });
  const subject = texts.subject;
  const text = [interpolate(texts.greeting, { username: input.username }), "", texts.asked, texts.openLink, "", url, "", validity, texts.notYou].join("\n");
  const html = `<!doctype html><html lang="${htmlLang}"><body>
<p>${interpolate(texts.greeting, { username: escapeHtml(input.username) })}</p>
<p>${escapeHtml(texts.asked)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(texts.linkLabel)}</a></p>
<p>${interpolate(escapeHtml(texts.copyAddress), { url: escapeHtml(url) })}</p>
<p>${escapeHtml(validity)}
${escapeHtml(texts.notYou)}</p>
</body></html>`;
  return { subject, text, html };
}

/** `origin` is the site's public origin; the links go to its login and reset pages in the mail's language. */
export function existingAccountMail(origin: string) {
  const language = mailLanguage();
  const texts = mailTexts(language).existingAccount;
  const htmlLang = mailTexts(language).htmlLang;
  const subject = texts.subject;
  const login = pageUrlIn(`${origin}/login`, language);
  const reset = pageUrlIn(`${origin}/forgotpassword`, language);
  const text = [texts.greeting, "", texts.tried, interpolate(texts.logInAt, { url: login }), interpolate(texts.resetAt, { url: reset }), "", texts.notYou].join(
    "\n",
  );
  const links = interpolate(escapeHtml(texts.links), {
    logIn: `<a href="${escapeHtml(login)}">${escapeHtml(texts.logIn)}</a>`,
    resetIt: `<a href="${escapeHtml(reset)}">${escapeHtml(texts.resetIt)}</a>`,
  });
  const html = `<!doctype html><html lang="${htmlLang}"><body>
<p>${escapeHtml(texts.greeting)}</p>
<p>${escapeHtml(texts.tried)}</p>
<p>${links}</p>
<p>${escapeHtml(texts.notYou)}</p>
</body></html>`;
  return { subject, text, html };
}
