/**
 * The sales notification of a contact enquiry: plain text and HTML (every value escaped). For the
 * sales team, so in English whatever the visitor's language; it names that language, so the reply
 * can be in it.
 */
import { currentLanguage } from "~/i18n/language.server";
import { DEFAULT_LANGUAGE, LANGUAGES, languageByCode, languageOfPath } from "~/i18n/languages";
import type { ContactInput } from "./schema.server";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Header injection is stopped by nodemailer; this only keeps the subject on one readable line.
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").slice(0, 120);

/**
 * The language the visitor used: the request's (a form posted from a /hi/ page), else the one of
 * the page the form was on (the JSON call goes to /api/…, which has no language of its own).
 */
function visitorLanguage(currentUrl: string | null | undefined): string {
  const language = currentLanguage();
  if (language !== DEFAULT_LANGUAGE || !currentUrl) return language;
  try {
    return languageOfPath(
      new URL(currentUrl).pathname,
      LANGUAGES.map((l) => l.code),
    );
  } catch {
    return language;
  }
}

/** "Hindi (hi)". */
function languageLabel(code: string): string {
  return `${languageByCode(code)?.name ?? code} (${code})`;
}

const UNVERIFIED_NOTE = "Unverified: sent without the website form's token (an API client or a script), so the bot checks did not run.";

export function enquiryMail(
  input: ContactInput,
  meta: { id: string; receivedAt: Date; userAgent: string | null; verified?: boolean; source?: "contact" | "assistant" },
) {
  const verified = meta.verified ?? true;
  const arrival =
    meta.source === "assistant"
      ? "A new enquiry arrived through a conversation with Kathana Assist on the website."
      : "A new enquiry arrived through the website's Contact Us form.";
  const language = visitorLanguage(input.currentUrl);
  const rows: [string, string][] = [
    ["Name", input.username],
    ["Business email", input.email],
    ["Phone", input.phone],
    ["Company", input.companyname],
    ["Designation", input.designation ?? "—"],
    ["Page", input.currentUrl ?? "—"],
    ["Language", languageLabel(language)],
    ["Received", meta.receivedAt.toISOString()],
    ["Enquiry id", meta.id],
  ];
  // A visitor of another language's pages: said in the subject too, so the right person replies.
  const languageTag = language === DEFAULT_LANGUAGE ? "" : ` [${languageByCode(language)?.name ?? language}]`;
  const subject = `${verified ? "" : "[Unverified] "}New enquiry: ${oneLine(input.companyname)} (${oneLine(input.username)})${languageTag}`;
  const text = [
    arrival,
    ...(verified ? [] : [UNVERIFIED_NOTE]),
    "",
    ...rows.map(([k, v]) => `${k}: ${v}`),
    "",
    "Message:",
    input.message,
    "",
    "Reply to the sender's address above.",
  ].join("\n");
  const html = `<!doctype html><html lang="en"><body>
<p>${arrival}</p>
${verified ? "" : `<p><strong>${escapeHtml(UNVERIFIED_NOTE)}</strong></p>\n`}<table>
${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join("\n")}
</table>
<p><strong>Message:</strong></p>
<p>${escapeHtml(input.message).replace(/\n/g, "<br>")}</p>
</body></html>`;
  return { subject, text, html };
}
