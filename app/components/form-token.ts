import { apiFetch } from "~/components/api-client";

/**
 * A fresh signed start time for this visitor's fill (the contact form's bot check, decision 0070):
 * the contact form and Kathana Assist's enquiry send it back. `fallback` (a cached page's own
 * token) when the call fails.
 */
export async function freshFormToken(fallback = ""): Promise<string> {
  try {
    const response = await apiFetch("/api/contact/form-token", { method: "GET", csrf: false });
    const body = (await response.json()) as { formToken?: unknown };
    return response.ok && typeof body.formToken === "string" ? body.formToken : fallback;
  } catch {
    return fallback;
  }
}
