/**
 * Contact enquiries (issue 6): the one operation behind both the JSON call
 * `POST /api/contact/contactus` (SPEC §7) and the home page's plain-form action.
 *
 * Order of checks: caller (API key, or CSRF for the browser) → rate limit → field validation →
 * bot checks → one transaction writing the enquiry and its sales mail to the outbox.
 * SPEC §7 is a contract: a call with only its seven fields and the CSRF header is accepted. The
 * page's own extras (form token, honeypot) only change how an enquiry is treated: without a valid
 * form token it is stored and mailed marked unverified, under a harder per-address limit.
 */
import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { getConfig } from "~/config.server";
import { getDb, type Database } from "~/db/db.server";
import { contactEnquiries } from "~/db/schema";
import { logInfo, logWarning } from "~/log.server";
import { enqueueMail, wakeMailSender } from "~/mail/outbox.server";
import { requireApiKey } from "~/security/api-keys.server";
import { verifyCsrf } from "~/security/csrf.server";
import { clientAddress, type Fields } from "~/http/request.server";
import { enforceRateLimits } from "~/security/rate-limit.server";
import { checkFormToken } from "./form-token.server";
import { enquiryMail } from "./mail.server";
import { parseContact, type ContactInput, type FieldErrors } from "./schema.server";

/** Name of the honeypot input: hidden from people, filled in by form-filling bots. */
const HONEYPOT_FIELD = "website";
const FORM_TOKEN_FIELD = "formToken";

interface EnquiryReceipt {
  id: string;
  receivedAt: string;
}

export type ContactOutcome =
  { status: 200; body: { success: true; data: EnquiryReceipt } } | { status: 400; body: { success: false; error: string; errors: FieldErrors } };

/**
 * Stores the enquiry and its sales mail in one transaction. Idempotent on `submissionId`: a second
 * call with the same id writes nothing and returns the first receipt.
 */
export async function submitEnquiry(
  input: ContactInput,
  meta: { userAgent: string | null; verified?: boolean; source?: "contact" | "assistant" },
  db: Database = getDb(),
): Promise<EnquiryReceipt & { duplicate: boolean }> {
  const submissionId = input.submissionId ?? randomUUID();
  const salesEmail = getConfig().contact.salesEmail;
  const receipt = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactEnquiries)
      .values({
        submissionId,
        username: input.username,
        email: input.email,
        phone: input.phone,
        companyname: input.companyname,
        designation: input.designation,
        message: input.message,
        currentUrl: input.currentUrl,
        userAgent: meta.userAgent?.slice(0, 512) ?? null,
        verified: meta.verified ?? true,
        source: meta.source ?? "contact",
      })
      .onConflictDoNothing({ target: contactEnquiries.submissionId })
      .returning({ id: contactEnquiries.id, createdAt: contactEnquiries.createdAt });
    if (!row) {
      const [first] = await tx
        .select({ id: contactEnquiries.id, createdAt: contactEnquiries.createdAt })
        .from(contactEnquiries)
        .where(eq(contactEnquiries.submissionId, submissionId));
      if (!first) throw new Error("contact enquiry vanished between insert and select");
      return { id: first.id, receivedAt: first.createdAt.toISOString(), duplicate: true };
    }
    const mail = enquiryMail(input, { id: row.id, receivedAt: row.createdAt, userAgent: meta.userAgent, verified: meta.verified ?? true, source: meta.source });
    // The dedupe key links the mail to its enquiry and keeps a retried request to one mail.
    await enqueueMail({ to: salesEmail, ...mail, kind: "contact-enquiry", dedupeKey: `contact:${submissionId}` }, tx);
    return { id: row.id, receivedAt: row.createdAt.toISOString(), duplicate: false };
  });
  if (!receipt.duplicate) {
    wakeMailSender();
    logInfo("contact enquiry stored", { id: receipt.id });
  }
  return receipt;
}

function fakeReceipt(): EnquiryReceipt {
  return { id: randomUUID(), receivedAt: new Date().toISOString() };
}

/**
 * The whole call after body parsing. Throws an AppError (401 / 403 / 429) for the caller checks.
 * Bots (honeypot filled, or sent faster than a person can type) get the same 200 as people, but
 * nothing is stored or mailed, so they learn nothing to adapt to.
 */
export async function handleEnquiry(
  request: Request,
  context: AppLoadContext | undefined,
  fields: Fields,
  options: { plainForm?: boolean } = {},
): Promise<ContactOutcome> {
  const { contact, publicOrigin } = getConfig();
  const hour = 60 * 60_000;
  let browser = true;
  if (request.headers.has("authorization")) {
    // Scripts and integrations with a developer API key: no CSRF (browsers never send this header
    // on their own) and a per-key limit instead of the per-address one.
    const principal = await requireApiKey(request);
    await enforceRateLimits([{ name: "contact:key", subject: principal.keyId, limit: contact.perKeyPerHour, windowMs: hour }]);
    browser = false;
  } else {
    verifyCsrf(request, fields, { sameOriginFormPost: options.plainForm });
    await enforceRateLimits([{ name: "contact:client", subject: clientAddress(context), limit: contact.perClientPerHour, windowMs: hour }]);
  }

  const parsed = parseContact(fields, publicOrigin);
  if (!parsed.ok) {
    return { status: 400, body: { success: false, error: "Please correct the highlighted fields", errors: parsed.errors } };
  }

  let verified = true;
  if (browser) {
    const honeypot = fields[HONEYPOT_FIELD];
    if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null) {
      logWarning("contact enquiry dropped: honeypot filled");
      return { status: 200, body: { success: true, data: fakeReceipt() } };
    }
    const token = checkFormToken(fields[FORM_TOKEN_FIELD]);
    if (token.kind === "too-fast") {
      logWarning("contact enquiry dropped: sent faster than the minimum fill time");
      return { status: 200, body: { success: true, data: fakeReceipt() } };
    }
    if (token.kind !== "ok") {
      // No token (a §7 client), or one this site cannot vouch for: accepted, marked, limited harder.
      verified = false;
      await enforceRateLimits([{ name: "contact:unverified", subject: clientAddress(context), limit: contact.unverifiedPerClientPerHour, windowMs: hour }]);
    }
  }

  const receipt = await submitEnquiry(parsed.input, { userAgent: request.headers.get("user-agent"), verified });
  return { status: 200, body: { success: true, data: { id: receipt.id, receivedAt: receipt.receivedAt } } };
}
