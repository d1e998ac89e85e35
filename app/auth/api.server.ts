/**
 * The account calls of SPEC §7 through the request edge: POST only, the body read (JSON or a
 * form), the CSRF check, the operation, and a JSON reply with its cookies. Thrown AppErrors
 * (400/403/413/415/429) become the JSON answer.
 */
import { ensureCsrfToken, verifyCsrf } from "~/security/csrf.server";
import { clientAddress, readFields, type Fields } from "~/http/request.server";
import { endpoint } from "~/http/edge.server";
import { cookieHeaders } from "~/http/headers.server";
import { jsonReply, redirectReply } from "~/http/reply.server";
import type { Outcome, RequestInfo } from "./accounts.server";

type Operation = (fields: Fields, info: RequestInfo) => Promise<Outcome>;

export function outcomeResponse(outcome: Outcome, extraCookies: string[] = []): Response {
  return jsonReply(outcome.body, { status: outcome.status, headers: cookieHeaders(...outcome.setCookies, ...extraCookies) });
}

/** The route of a JSON account call: `export const { loader, action } = authApi(signup)`. */
export function authApi(operation: Operation, options: { allowEmptyBody?: boolean; redirectFormTo?: string } = {}) {
  return endpoint({
    methods: ["POST"],
    body: (request) => readFields(request, { allowEmpty: options.allowEmptyBody }),
    accessWithBody: ({ request }, fields) => verifyCsrf(request, fields),
    handle: async ({ request, context, body: fields }) => {
      const outcome = await operation(fields, { request, client: clientAddress(context) });
      // A plain HTML form (JavaScript off) posting here gets a page to land on, not JSON.
      const accept = request.headers.get("accept") ?? "";
      if (options.redirectFormTo && outcome.status < 400 && accept.includes("text/html") && !accept.includes("application/json")) {
        return redirectReply(options.redirectFormTo, cookieHeaders(...outcome.setCookies));
      }
      // Logging in creates the csrftoken cookie too, if the client never asked for one.
      const { setCookie } = ensureCsrfToken(request);
      return outcomeResponse(outcome, setCookie ? [setCookie] : []);
    },
  });
}
