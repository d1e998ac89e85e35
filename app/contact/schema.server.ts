/**
 * Server-side validation of a contact enquiry (SPEC §3 fields, issue 6 rules). Stricter than SPEC
 * §5's "non-empty" minimum: a well-formed e-mail, a plausible phone number, a length cap on every
 * field, and `currentUrl` kept only when it is a page of this site.
 */
import { z } from "zod";
import { atMostCharacters, notBlank, textField } from "~/security/text-field.server";

export const CONTACT_LIMITS = {
  username: 100,
  email: 254,
  phone: 30,
  companyname: 150,
  designation: 100,
  message: 4000,
  currentUrl: 2048,
} as const;

export const CONTACT_FIELDS = ["username", "email", "phone", "companyname", "designation", "message"] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

const LABELS: Record<ContactField, string> = {
  username: "Full name",
  email: "Business email",
  phone: "Phone",
  companyname: "Company name",
  designation: "Designation",
  message: "Message",
};

function text(field: ContactField, required: boolean) {
  const label = LABELS[field];
  const base = textField(label, { multiline: field === "message" })
    .trim()
    .refine(atMostCharacters(CONTACT_LIMITS[field]), `${label} must be at most ${CONTACT_LIMITS[field]} characters long`);
  return required ? base.refine(notBlank, { message: `${label} is required`, abort: true }) : base;
}

/** Digits, spaces, +, -, parentheses; 7 to 20 digits in all. */
export function plausiblePhone(value: string): boolean {
  if (!/^[0-9+\-() ]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 20;
}

/** The address of a page of this site (http or https, same origin as PUBLIC_ORIGIN), else undefined. */
export function siteUrlOrNothing(value: unknown, publicOrigin: string): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > CONTACT_LIMITS.currentUrl) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    if (url.origin !== new URL(publicOrigin).origin) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

const SUBMISSION_ID = /^[A-Za-z0-9_-]{8,64}$/;

export function contactSchema(publicOrigin: string) {
  return z.object({
    username: text("username", true),
    email: text("email", true).pipe(z.email("Enter a valid business email address")),
    phone: text("phone", true).refine(plausiblePhone, "Enter a phone number of 7 to 20 digits (spaces, +, - and brackets allowed)"),
    companyname: text("companyname", true),
    designation: text("designation", false)
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    message: text("message", true),
    // Not a field a visitor types: anything that is not a page of this site is dropped, not refused.
    currentUrl: z
      .unknown()
      .optional()
      .transform((v) => siteUrlOrNothing(v, publicOrigin) ?? null),
    submissionId: z.string({ error: "submissionId must be text" }).regex(SUBMISSION_ID, "submissionId must be 8 to 64 letters, digits, - or _").optional(),
  });
}

export type ContactInput = z.output<ReturnType<typeof contactSchema>>;

export type FieldErrors = Partial<Record<ContactField | "submissionId", string>>;

export type ParseResult = { ok: true; input: ContactInput } | { ok: false; errors: FieldErrors };

export function parseContact(fields: Record<string, unknown>, publicOrigin: string): ParseResult {
  const result = contactSchema(publicOrigin).safeParse(fields);
  if (result.success) return { ok: true, input: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "") as keyof FieldErrors;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
