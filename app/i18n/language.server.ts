/**
 * The language of the request being handled, for everything below the routes: content queries,
 * the assistant's index, mails, server-made messages. server.js runs each request inside
 * `withLanguageScope`, so loaders and actions need not pass it on (as the preview scope).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { getConfig } from "~/config.server";
import { DEFAULT_LANGUAGE, languageOfPath } from "./languages";

const scope = new AsyncLocalStorage<string>();

/** The languages this deployment serves, the default first (SITE_LANGUAGES). */
export function enabledLanguages(): readonly string[] {
  return getConfig().languages;
}

/** Runs `handle` in the language of `pathname` ("/hi/…" → hi). */
export function withLanguageScope<T>(pathname: string, handle: () => T): T {
  return scope.run(languageOfPath(pathname, enabledLanguages()), handle);
}

/**
 * Runs a request's `handle` in its language: a page's from its path; an API call's (/api/…, which
 * has no prefix) from the page of this site that made it (its same-origin Referer), so a password
 * reset asked for on /hi/forgotpassword is mailed in Hindi. A caller from elsewhere gets the default.
 */
export function withRequestLanguage<T>(request: { path: string; referer?: string; host?: string }, handle: () => T): T {
  let pathname = request.path;
  if (pathname.startsWith("/api/") && request.referer && request.host) {
    try {
      const from = new URL(request.referer);
      if (from.host === request.host) pathname = from.pathname;
    } catch {
      // Not a URL: the default language.
    }
  }
  return withLanguageScope(pathname, handle);
}

/** Runs `handle` in `code` (scripts, tests, an API call that names its language). */
export function inLanguage<T>(code: string, handle: () => T): T {
  return scope.run(code, handle);
}

/** The current request's language; the default outside a request. */
export function currentLanguage(): string {
  return scope.getStore() ?? DEFAULT_LANGUAGE;
}
