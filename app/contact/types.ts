/** Data shapes shared by the contact form (browser) and its server code. No zod here. */
export type ContactFieldName = "username" | "email" | "phone" | "companyname" | "designation" | "message";

export interface ContactFormData {
  /** Signed render time (bot check). */
  formToken: string;
  /** Idempotency key of this form fill. */
  submissionId: string;
}

export type ContactActionData =
  | { state: "thanks" }
  | {
      state: "error";
      error: string;
      errors: Partial<Record<ContactFieldName | "submissionId", string>>;
      values?: Partial<Record<ContactFieldName, string>>;
    };
