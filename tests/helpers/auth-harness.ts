/**
 * Test harness for the account calls: runs the real route modules against a real database
 * (PGlite in a temp folder, or a fresh database on TEST_DATABASE_URL), with a tiny cookie jar.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { AppLoadContext } from "@remix-run/node";
import { backgroundWritesDone } from "~/db/background-writes.server";
import { closeDatabase, initDatabase } from "~/db/db.server";
import * as signupRoute from "~/routes/api.auth.signup";
import * as loginRoute from "~/routes/api.auth.login";
import * as logoutRoute from "~/routes/api.auth.logout";
import * as resetRoute from "~/routes/api.auth.reset_password";
import * as updateRoute from "~/routes/api.auth.updatePassword";
import * as isAuthRoute from "~/routes/api.auth.isAuth";
import * as csrfRoute from "~/routes/api.auth.csrf_cookie";
import * as apiKeyRoute from "~/routes/api.developers.GetAPIKey";
import * as changeRoute from "~/routes/api.auth.changePassword";
import { CookieJar } from "./cookie-jar";

export const ORIGIN = "http://localhost:3999";

type Handler = (args: { request: Request; context: AppLoadContext; params: Record<string, string> }) => unknown;

const ROUTES: Record<string, { action?: Handler; loader?: Handler }> = {
  "/api/auth/signup": signupRoute as never,
  "/api/auth/login": loginRoute as never,
  "/api/auth/logout": logoutRoute as never,
  "/api/auth/reset_password": resetRoute as never,
  "/api/auth/updatePassword": updateRoute as never,
  "/api/auth/isAuth": isAuthRoute as never,
  "/api/auth/csrf_cookie": csrfRoute as never,
  "/api/developers/GetAPIKey": apiKeyRoute as never,
  "/api/auth/changePassword": changeRoute as never,
};

export interface Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
  setCookies: string[];
}

/** A browser stand-in: keeps cookies, sends the CSRF header like SPEC §7's client. */
export class Client {
  cookies = new CookieJar();
  constructor(public ip = `10.${randomBytes(3).join(".")}`) {}

  async call(
    method: string,
    pathname: string,
    options: { json?: unknown; body?: BodyInit; contentType?: string; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<Reply> {
    const route = ROUTES[pathname];
    if (!route) throw new Error(`no route ${pathname}`);
    const headers = new Headers(options.headers);
    if (this.cookies.size) headers.set("cookie", this.cookies.header());
    if (options.csrf !== false && this.cookies.has("csrftoken") && !headers.has("x-csrftoken")) {
      headers.set("X-CSRFToken", this.cookies.get("csrftoken")!);
    }
    let body: BodyInit | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers.set("content-type", "application/json");
    }
    if (options.contentType) headers.set("content-type", options.contentType);
    if (!headers.has("origin") && method !== "GET") headers.set("origin", ORIGIN);
    const request = new Request(ORIGIN + pathname, { method, headers, body });
    const handler = method === "GET" ? route.loader : route.action;
    let response: Response;
    try {
      response = (await handler!({ request, context: { cspNonce: "", requestId: "t", clientIp: this.ip }, params: {} })) as Response;
    } catch (error) {
      if (error instanceof Response) response = error;
      else throw error;
    }
    const setCookies = response.headers.getSetCookie();
    this.cookies.store(setCookies);
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {}, setCookies };
  }

  async csrf() {
    return this.call("GET", "/api/auth/csrf_cookie");
  }
}

export interface DbTarget {
  name: "pglite" | "postgres";
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function dbTargets(): DbTarget[] {
  const targets: DbTarget[] = [];
  let dir = "";
  targets.push({
    name: "pglite",
    async setUp() {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "auth-test-"));
      delete process.env.DATABASE_URL;
      process.env.PGLITE_DIR = path.join(dir, "db");
      await initDatabase();
    },
    async tearDown() {
      await backgroundWritesDone(); // the rows the last answers did not wait for, before the database closes
      await closeDatabase();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `authtest_${process.pid}_${randomBytes(4).toString("hex")}`;
    targets.push({
      name: "postgres",
      async setUp() {
        const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
        await admin.unsafe(`create database "${name}"`);
        await admin.end();
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        process.env.DATABASE_URL = url.toString();
        await initDatabase();
      },
      async tearDown() {
        await backgroundWritesDone();
        await closeDatabase();
        delete process.env.DATABASE_URL;
        const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    });
  }
  return targets;
}

export function configureTestEnv(extra: Record<string, string> = {}) {
  process.env.PUBLIC_ORIGIN = ORIGIN;
  process.env.NODE_ENV = "test";
  process.env.MAIL_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "auth-mail-"));
  Object.assign(process.env, extra);
}
