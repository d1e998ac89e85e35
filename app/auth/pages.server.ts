/**
 * Loaders and actions of the account pages. The pages post plain HTML forms here when JavaScript is
 * off; with JavaScript they call the JSON API of SPEC §7 instead. Both end in the same operations.
 */
import { json, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/node";
import { loadPageMeta } from "~/content/page-meta.server";
import { ensureCsrfToken, verifyCsrf } from "~/security/csrf.server";
import { clientAddress, readFields, type Fields } from "~/http/request.server";
import { pageActionEdge, redirectReply } from "~/http/reply.server";
import { noStoreHeaders } from "~/http/cache.server";
import { cookieHeaders, documentHeaders } from "~/http/headers.server";
import type { Outcome, RequestInfo } from "./accounts.server";
import { requireAnonymous, requireUser } from "./session.server";

export interface AccountPageData {
  page: { title: string | null; heading: string | null; description: string | null };
  csrfToken: string;
  alreadyLoggedIn: boolean;
}

/**
 * Page data plus the CSRF token for the form (the cookie is set with it). With `leaveIfLoggedIn`, a
 * logged-in visitor's document request is redirected; a client-side navigation gets
 * `alreadyLoggedIn`, and the page goes back in history itself (SPEC §2).
 */
export async function accountPageLoader(request: Request, metaPath: string, options: { leaveIfLoggedIn?: boolean } = {}) {
  const loggedIn = options.leaveIfLoggedIn ? await requireAnonymous(request) : false;
  const meta = await loadPageMeta(metaPath);
  const { token, setCookie } = ensureCsrfToken(request);
  const data: AccountPageData = {
    page: { title: meta.title ?? null, heading: meta.heading ?? meta.title ?? null, description: meta.description ?? null },
    csrfToken: token,
    alreadyLoggedIn: loggedIn,
  };
  return json(data, { headers: noStoreHeaders(setCookie) });
}

/** Loader of a page for logged-in users only (others go to /login): the form's CSRF token. */
export async function loggedInPageLoader(request: Request, metaPath: string) {
  const user = await requireUser(request);
  const meta = await loadPageMeta(metaPath);
  const { token, setCookie } = ensureCsrfToken(request);
  const seo = { title: meta.title, description: meta.description };
  return json({ username: user.username, csrfToken: token, seo }, { headers: noStoreHeaders(setCookie) });
}

export interface FormActionData {
  error?: string;
  success?: string;
  /** Each field's messages (issue 45), shown under the fields. */
  fieldErrors?: Partial<Record<string, string[]>>;
  /** Non-secret fields typed before a failed plain post, so the page shows them again. */
  values?: { username?: string; email?: string };
}

function keptValues(fields: Fields): FormActionData["values"] {
  const keep = (v: unknown) => (typeof v === "string" ? v.slice(0, 254) : undefined);
  return { username: keep(fields.username), email: keep(fields.email) };
}

/**
 * The action of an account page for a plain form post: CSRF via the hidden field, the operation,
 * then a redirect on success or the page again with the message (kept fields are the browser's).
 */
export async function accountPageAction(
  { request, context }: ActionFunctionArgs,
  operation: (fields: Fields, info: RequestInfo) => Promise<Outcome>,
  options: { successRedirect?: string; successMessage?: string; precheck?: (fields: Fields) => string | null } = {},
) {
  return pageActionEdge(
    async () => {
      const fields = await readFields(request);
      verifyCsrf(request, fields);
      const problem = options.precheck?.(fields);
      if (problem) return json<FormActionData>({ error: problem, values: keptValues(fields) }, { status: 400, headers: noStoreHeaders() });
      const outcome = await operation(fields, { request, client: clientAddress(context as AppLoadContext) });
      const headers = noStoreHeaders(...outcome.setCookies);
      if (outcome.status >= 400) {
        const fieldErrors = outcome.body.fieldErrors as FormActionData["fieldErrors"];
        return json<FormActionData>(
          { error: String(outcome.body.error), values: keptValues(fields), ...(fieldErrors ? { fieldErrors } : {}) },
          { status: outcome.status, headers },
        );
      }
      if (options.successRedirect) return redirectReply(options.successRedirect, cookieHeaders(...outcome.setCookies));
      return json<FormActionData>({ success: options.successMessage ?? String(outcome.body.success ?? "") }, { headers });
    },
    // 403 / 413 / 415 / 429 from the shared checks: shown on the page like any other message.
    (error): FormActionData => ({ error: error.message }),
    { headers: () => noStoreHeaders() },
  );
}

/** Document headers of an account page: never cached, cookies from the loader or action kept. */
export function accountPageHeaders(parts: { loaderHeaders: Headers; actionHeaders: Headers }) {
  // same-origin: the reset page's URL carries a token that must not reach other sites in a Referer.
  // (Not no-referrer: Chromium then sends `Origin: null` with the form posts, which CSRF checks refuse.)
  return documentHeaders({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" }, parts);
}
