/**
 * The resource routes of SPEC §7 share this: method check, body parsing, CSRF, the operation,
 * and a JSON reply with its cookies. Thrown AppErrors (400/403/413/415/429) become the JSON answer.
 */
import type { AppLoadContext } from "@remix-run/node";
import { verifyCsrf, ensureCsrfToken } from "~/security/csrf.server";
import { clientAddress, readFields, type Fields } from "~/http/request.server";
import { AppError } from "~/http/app-error";
import { apiEdge, jsonReply, methodNotAllowed } from "~/http/reply.server";
import type { Outcome, RequestInfo } from "./accounts.server";

type Operation = (fields: Fields, info: RequestInfo) => Promise<Outcome>;

export function outcomeResponse(outcome: Outcome, extraCookies: string[] = []): Response {
  const headers = new Headers();
  for (const cookie of [...outcome.setCookies, ...extraCookies]) headers.append("Set-Cookie", cookie);
  return jsonReply(outcome.body, { status: outcome.status, headers });
}

/** POST handler of a JSON auth call. */
export async function handleAuthCall(
  args: { request: Request; context: AppLoadContext },
  operation: Operation,
  options: { allowEmptyBody?: boolean; redirectFormTo?: string } = {},
): Promise<Response> {
  const { request, context } = args;
  return apiEdge(async () => {
    if (request.method !== "POST") throw new AppError(405, "Method not allowed: use POST", { headers: { Allow: "POST" } });
    const fields = await readFields(request, { allowEmpty: options.allowEmptyBody });
    verifyCsrf(request, fields);
    const outcome = await operation(fields, { request, client: clientAddress(context) });
    // A plain HTML form (JavaScript off) posting here gets a page to land on, not JSON.
    const accept = request.headers.get("accept") ?? "";
    if (options.redirectFormTo && outcome.status < 400 && accept.includes("text/html") && !accept.includes("application/json")) {
      const headers = new Headers({ Location: options.redirectFormTo, "Cache-Control": "no-store" });
      for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
      return new Response(null, { status: 303, headers });
    }
    // Logging in creates the csrftoken cookie too, if the client never asked for one.
    const { setCookie } = ensureCsrfToken(request);
    return outcomeResponse(outcome, setCookie ? [setCookie] : []);
  });
}

/** Loader of a POST-only resource route. */
export function postOnly(): Response {
  return methodNotAllowed("Method not allowed: use POST");
}
