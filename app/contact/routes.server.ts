/**
 * HTTP glue of the contact feature: the JSON route (SPEC §7), and the home page's loader data and
 * plain-form action (JavaScript off). Thrown AppErrors (400/403/413/415/429) become the answer here.
 */
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { readFields, type Fields } from "~/http/request.server";
import { endpoint } from "~/http/edge.server";
import { jsonReply, pageActionEdge } from "~/http/reply.server";
import { handleEnquiry } from "./contact.server";
import { issueFormToken } from "./form-token.server";
import { CONTACT_FIELDS, CONTACT_LIMITS, type FieldErrors } from "./schema.server";
import type { ContactActionData, ContactFieldName, ContactFormData } from "./types";

/** POST /api/contact/contactus: the caller checks (API key or CSRF, limits) are handleEnquiry's, which needs the fields. */
export const contactApi = endpoint({
  methods: ["POST"],
  body: (request) => readFields(request),
  handle: async ({ request, context, body: fields }) => {
    const outcome = await handleEnquiry(request, context, fields);
    return jsonReply(outcome.body, { status: outcome.status });
  },
});

/**
 * What the home page's form carries in its HTML: nothing personal (no CSRF token, no submission id),
 * so the page is public and cacheable. The render time is the page's; a plain post (JavaScript off)
 * sends it, the script replaces it with a fresh one from GET /api/contact/form-token.
 */
export function contactFormData(): ContactFormData {
  return { formToken: issueFormToken() };
}

/** GET /api/contact/form-token: a fresh signed time when a visitor starts filling the form. */
export const formTokenApi = endpoint({ methods: ["GET"], handle: () => jsonReply({ formToken: issueFormToken() }) });

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
      // A plain form has no script to copy the CSRF cookie: the browser's Origin and Sec-Fetch-Site
      // headers vouch for it instead (the page is public, so it carries no token).
      const outcome = await handleEnquiry(request, context, fields, { plainForm: true });
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
