/**
 * Per-request values every part of a page may need, provided once by the loaders instead of being
 * passed down as props: the content environment (image and file URLs) from the root loader, and the
 * CSRF token for the plain forms (JavaScript off; with JavaScript the API client reads the cookie).
 */
import { useMatches } from "@remix-run/react";
import { createContext, useContext } from "react";
import type { ContentEnv } from "~/content/image";

const ContentEnvContext = createContext<ContentEnv | undefined>(undefined);
/** Provided by the root layout from its loader's data (and by tests directly). */
export const ContentEnvProvider = ContentEnvContext.Provider;

/** Where asset URLs point (the embedded /content routes or Sanity's CDN). */
export function useContentEnv(): ContentEnv {
  const env = useContext(ContentEnvContext);
  if (!env) throw new Error("useContentEnv: no ContentEnvProvider above this component");
  return env;
}

/**
 * The visitor's CSRF token: the page's own (its loader sets the cookie for a first-time visitor),
 * else the root's (a logged-in visitor's, for the Logout form); "" when there is none.
 */
export function useCsrfToken(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]!.data as { csrfToken?: unknown } | undefined;
    if (typeof data?.csrfToken === "string" && data.csrfToken) return data.csrfToken;
  }
  return "";
}

/** The hidden field that carries the CSRF token in a plain form post (JavaScript off). */
export function CsrfField() {
  return <input type="hidden" name="csrftoken" value={useCsrfToken()} />;
}
