/**
 * The contact form's signed render time (bot check, decision 0070). The page renders
 * `<ms>.<hmac>`; a submission sooner than CONTACT_MIN_FILL_MS after that is treated as a bot.
 * Signed so a bot cannot simply send an old time; the key is shared by every instance through
 * SIGNING_SECRET (or CONTACT_FORM_SECRET), else random per process (security/signing-keys.server.ts).
 */
import { getConfig } from "~/config.server";
import { hasValidSignature, signatureOf } from "~/security/signing-keys.server";

/** A rendered form stays valid this long. */
const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60_000;

const signed = (ms: number) => `contact-form:${ms}`;

export function issueFormToken(now = Date.now()): string {
  return `${now}.${signatureOf("contact-form", signed(now))}`;
}

export type FormTokenCheck = { kind: "ok" } | { kind: "too-fast" } | { kind: "invalid" } | { kind: "expired" };

export function checkFormToken(token: unknown, now = Date.now()): FormTokenCheck {
  if (typeof token !== "string" || token.length > 100) return { kind: "invalid" };
  const match = /^(\d{10,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { kind: "invalid" };
  const ms = Number(match[1]);
  if (!hasValidSignature("contact-form", signed(ms), match[2]!)) return { kind: "invalid" };
  if (ms > now + 60_000 || now - ms > FORM_TOKEN_MAX_AGE_MS) return { kind: "expired" };
  if (now - ms < getConfig().contact.minFillMs) return { kind: "too-fast" };
  return { kind: "ok" };
}
