/**
 * Calls of the contact route module for the contact-*.test.ts files: a browser stand-in with the
 * CSRF cookie and header, and a form token rendered long enough ago to pass the fill-time check.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { issueFormToken } from "~/contact/form-token.server";
import * as contactRoute from "~/routes/api.contact.contactus";
import { ORIGIN } from "./auth-harness";

export const CONTACT_PATH = "/api/contact/contactus";

export interface ContactReply {
  status: number;
  headers: Headers;
  text: string;
  body: Record<string, unknown>;
}

export function validEnquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    username: "Asha Verma",
    email: "asha.verma@navyabank.example",
    phone: "+91 98100 12345",
    companyname: "Navya Bank",
    designation: "Head of Customer Care",
    message: "We want a Hindi and English voice bot for EMI reminders.",
    currentUrl: `${ORIGIN}/`,
    submissionId: randomUUID(),
    // Rendered a minute ago: a person took their time.
    formToken: issueFormToken(Date.now() - 60_000),
    ...overrides,
  };
}

export class ContactClient {
  csrf = randomBytes(32).toString("base64url");
  constructor(public ip = `10.${randomBytes(3).join(".")}`) {}

  async post(
    body: unknown,
    options: { contentType?: string; raw?: BodyInit; headers?: Record<string, string>; method?: string; csrf?: boolean } = {},
  ): Promise<ContactReply> {
    const headers = new Headers(options.headers);
    if (options.csrf !== false) {
      headers.set("cookie", `csrftoken=${this.csrf}`);
      if (!headers.has("x-csrftoken")) headers.set("X-CSRFToken", this.csrf);
    }
    headers.set("origin", ORIGIN);
    headers.set("user-agent", "contact-test/1.0");
    let payload: BodyInit | undefined = options.raw;
    if (payload === undefined && body !== undefined) {
      if (options.contentType?.startsWith("application/x-www-form-urlencoded")) {
        payload = new URLSearchParams(body as Record<string, string>).toString();
      } else {
        payload = JSON.stringify(body);
      }
    }
    headers.set("content-type", options.contentType ?? "application/json");
    const method = options.method ?? "POST";
    const request = new Request(ORIGIN + CONTACT_PATH, { method, headers, body: method === "GET" ? undefined : payload });
    const context = { cspNonce: "", requestId: "t", clientIp: this.ip } as AppLoadContext;
    const handler = method === "GET" ? contactRoute.loader : contactRoute.action;
    let response: Response;
    try {
      response = (await (handler as (a: unknown) => Promise<Response> | Response)({ request, context, params: {} })) as Response;
    } catch (error) {
      if (error instanceof Response) response = error;
      else throw error;
    }
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = {};
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  }
}
