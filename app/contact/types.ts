/** Data shapes shared by the contact form (browser) and its server code. No zod here. */
export type ContactFieldName = "username" | "email" | "phone" | "companyname" | "designation" | "message";

/**
 * What the page's HTML carries for the form: the same for every visitor, so the page can be
 * cached (issue 16). The browser asks for a fresh token when the form is first used, and makes the
 * fill's idempotency key (submissionId) itself.
 */
export interface ContactFormData {
  /** Signed render time (bot check). */
  formToken: string;
}

export type ContactActionData =
  | { state: "thanks" }
  | {
      state: "error";
      error: string;
      errors: Partial<Record<ContactFieldName | "submissionId", string>>;
      values?: Partial<Record<ContactFieldName, string>>;
    };
