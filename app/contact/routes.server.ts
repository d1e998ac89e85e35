/**
 * HTTP glue of the contact feature: the JSON route (SPEC §7), and the home page's loader data and
 * plain-form action (JavaScript off). Thrown AppErrors (400/403/413/415/429) become the answer here.
 */
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { ensureCsrfToken } from "~/security/csrf.server";
import { readFields, type Fields } from "~/security/http.server";
import { AppError } from "~/http/app-error";
import { apiEdge, jsonReply, pageActionEdge } from "~/http/reply.server";
import { handleEnquiry } from "./contact.server";
import { issueFormToken } from "./form-token.server";
import { CONTACT_FIELDS, CONTACT_LIMITS, type FieldErrors } from "./schema.server";
import type { ContactActionData, ContactFieldName, ContactFormData } from "./types";

/** POST /api/contact/contactus */
export async function contactApiAction({ request, context }: ActionFunctionArgs): Promise<Response> {
  return apiEdge(async () => {
    if (request.method !== "POST") throw new AppError(405, "Method not allowed: use POST", { headers: { Allow: "POST" } });
    const fields = await readFields(request);
    const outcome = await handleEnquiry(request, context, fields);
    return jsonReply(outcome.body, { status: outcome.status });
  });
}

/**
 * What the home page's form needs: the CSRF token (the page's `csrfToken`, for plain posts), the
 * signed render time, and a fresh submission id (the browser keeps it for this fill; a re-post
 * reuses it). `setCookie` is set when the visitor has no CSRF cookie yet.
 */
export function contactFormData(request: Request): { data: ContactFormData; csrfToken: string; setCookie?: string } {
  const { token, setCookie } = ensureCsrfToken(request);
  return { data: { formToken: issueFormToken(), submissionId: randomUUID() }, csrfToken: token, setCookie };
}

function keptValues(fields: Fields): Partial<Record<ContactFieldName, string>> {
  const values: Record<string, string> = {};
  for (const name of CONTACT_FIELDS) {
    const v = fields[name];
    if (typeof v === "string") values[name] = v.slice(0, CONTACT_LIMITS[name]);
  }
  return values;
}

/** Action of `/` for the plain form: the thank-you state, or the errors with the values kept. */
export async function contactPageAction({ request, context }: ActionFunctionArgs) {
  const headers = { "Cache-Control": "no-store" };
  let fields: Fields = {};
  return pageActionEdge(
    async () => {
      fields = await readFields(request);
      // A plain form cannot know the page address; the browser's Referer is the same page.
      if (fields.currentUrl === undefined) fields.currentUrl = request.headers.get("referer") ?? undefined;
      const outcome = await handleEnquiry(request, context, fields);
      if (outcome.status === 200) return json<ContactActionData>({ state: "thanks" }, { headers });
      return json<ContactActionData>(
        { state: "error", error: outcome.body.error, errors: outcome.body.errors as FieldErrors, values: keptValues(fields) },
        { status: 400, headers },
      );
    },
    (error): ContactActionData => ({ state: "error", error: error.message, errors: {}, values: keptValues(fields) }),
    { headers: () => headers },
  );
}
