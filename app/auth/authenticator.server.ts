/**
 * Who is signing in: remix-auth's Authenticator, one strategy per way of proving it (decision 0021).
 * Today the username + password form (`strategies/password.server.ts`, remix-auth-form's
 * FormStrategy). Adding a way to sign in — an OAuth provider, passkeys — is one new file in
 * `strategies/` whose strategy resolves to a `SignedInUser`, registered below; the session that
 * follows (`session.server.ts`) is the same for every strategy.
 */
import { Authenticator } from "remix-auth";
import type { Fields } from "~/http/request.server";
import { PASSWORD_STRATEGY, passwordStrategy } from "./strategies/password.server";
import type { SignedInUser } from "./strategies/types";

export type { SignedInUser } from "./strategies/types";
export { AuthenticationFailure } from "./strategies/types";

export const authenticator = new Authenticator<SignedInUser>().use(passwordStrategy, PASSWORD_STRATEGY);

/**
 * The fields of a body that was already read (JSON or a form, with its size cap), as the
 * form-encoded request a FormStrategy reads: the §7 JSON login and the page's form post both go
 * through the same strategy.
 */
export function formRequestOf(request: Request, fields: Fields): Request {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.set(name, value);
    else if (typeof value === "number" || typeof value === "boolean") form.set(name, String(value));
  }
  return new Request(request.url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" },
    body: form,
  });
}
