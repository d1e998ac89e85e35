/**
 * The one request edge of the site's resource routes (DESIGN.md §3). A route declares what it
 * serves: its methods, who may call (checked before a byte of the body is read), how its body is
 * read and capped, and what an unexpected failure answers; the edge does the rest the same way for
 * every route: one 405 with `Allow` in the catalogue's words, every AppError as the API's JSON
 * answer, a database outage as a 503 with Retry-After. Features only throw.
 *
 * `http/` imports nothing above it: access checks (CSRF, API keys, rate limits) are functions the
 * feature passes in.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { AppError } from "./app-error";
import { ERROR_CATALOGUE } from "./error-catalogue";
import { appErrorResponse, asAppError, type Unexpected } from "./reply.server";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface EdgeRequest {
  request: Request;
  context: AppLoadContext | undefined;
  params: Params;
}

export interface Endpoint<Access, Body> {
  /** The methods served (GET serves HEAD too); any other is a 405. */
  methods: readonly Method[];
  /** Who may call, checked before the body is read: throws an AppError (401, 403, 429). */
  access?: (call: EdgeRequest) => Promise<Access> | Access;
  /** The body, read within its cap (a reader of ./request.server.ts); after `access`. */
  body?: (request: Request) => Promise<Body>;
  /** Access that needs the body (a plain form's hidden csrftoken field), checked once it is read. */
  accessWithBody?: (call: EdgeRequest, body: Body) => Promise<Access> | Access;
  /** A failure that is not an AppError: logged and answered 503 with this message (else rethrown). */
  unexpected?: Unexpected;
  handle: (call: EdgeRequest & { access: Access; body: Body }) => Promise<Response> | Response;
}

/** The 405 of every route: the catalogue's words and the methods that are served. */
function methodNotAllowed(method: string, allowed: readonly Method[]): AppError {
  const allow = allowed.flatMap((m) => (m === "GET" ? ["GET", "HEAD"] : [m])).join(", ");
  return new AppError(405, ERROR_CATALOGUE.methodNotAllowed(method), { headers: { Allow: allow } });
}

type RouteFunction = (args: { request: Request; context?: AppLoadContext; params?: Params }) => Promise<Response>;

async function serve<Access, Body>(
  spec: Omit<Endpoint<Access, Body>, "methods"> | undefined,
  allowed: readonly Method[],
  args: Parameters<RouteFunction>[0],
): Promise<Response> {
  const { request, context, params } = args;
  try {
    if (!spec) throw methodNotAllowed(request.method.toUpperCase(), allowed);
    const call: EdgeRequest = { request, context, params: params ?? {} };
    let access = (await spec.access?.(call)) as Access;
    const body = (spec.body ? await spec.body(request) : undefined) as Body;
    if (spec.accessWithBody) access = await spec.accessWithBody(call, body);
    return await spec.handle({ ...call, access, body });
  } catch (error) {
    if (error instanceof Response) throw error;
    return appErrorResponse(asAppError(error, spec?.unexpected));
  }
}

const served = (methods: readonly Method[], method: string) => methods.some((m) => m === method || (m === "GET" && method === "HEAD"));

/**
 * The route module's `loader` and `action` for an endpoint: `export const { loader, action } =
 * assistantApi;` (Remix sends GET and HEAD to the loader, every other method to the action).
 */
export function endpoint<Access = undefined, Body = undefined>(spec: Endpoint<Access, Body>): { loader: RouteFunction; action: RouteFunction } {
  const route: RouteFunction = (args) => serve(served(spec.methods, args.request.method.toUpperCase()) ? spec : undefined, spec.methods, args);
  return { loader: route, action: route };
}

/** One method's part of a route whose methods do different things; see `endpoints`. */
export type MethodEndpoint = Omit<Endpoint<unknown, unknown>, "methods">;

export function forMethod<Access = undefined, Body = undefined>(spec: Omit<Endpoint<Access, Body>, "methods">): MethodEndpoint {
  return spec as unknown as MethodEndpoint;
}

/** A route whose methods do different things (a GET and a POST): one `forMethod(...)` each. */
export function endpoints(byMethod: Partial<Record<Method, MethodEndpoint>>): { loader: RouteFunction; action: RouteFunction } {
  const methods = Object.keys(byMethod) as Method[];
  const route: RouteFunction = (args) => {
    const method = args.request.method.toUpperCase();
    return serve(byMethod[(method === "HEAD" ? "GET" : method) as Method], methods, args);
  };
  return { loader: route, action: route };
}
