/**
 * Keys for the values the site signs and later checks: the contact form's render time, the text
 * demo's audio links, the preview cookie and the assistant's conversation. Every instance behind one load balancer must hold the same keys, or a form
 * rendered by one is refused by the next. They come from SIGNING_SECRET (one setting, a key derived
 * per purpose), CONTACT_FORM_SECRET for the form (older setting, still honoured), else a random key
 * per process — fine for the single embedded instance, refused at start-up when DATABASE_URL says
 * there may be several (`assertSharedSettings`).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getConfig, type ServerConfig } from "~/config.server";

export type SigningPurpose = "contact-form" | "textdemo-link" | "preview-session" | "assistant-conversation";

const processKeys = new Map<SigningPurpose, Buffer>();

export function signingKey(purpose: SigningPurpose, config: ServerConfig = getConfig()): Buffer {
  if (purpose === "contact-form" && config.contact.formSecret) return Buffer.from(config.contact.formSecret);
  if (config.signingSecret) return createHmac("sha256", config.signingSecret).update(`kathana-site:${purpose}`).digest();
  let key = processKeys.get(purpose);
  if (!key) {
    key = randomBytes(32);
    processKeys.set(purpose, key);
  }
  return key;
}

/** `payload`'s signature for `purpose`: HMAC-SHA256 in base64url (43 characters). */
export function signatureOf(purpose: SigningPurpose, payload: string): string {
  return createHmac("sha256", signingKey(purpose)).update(payload).digest("base64url");
}

/** True when `signature` is `payload`'s for `purpose`, compared in constant time. */
export function hasValidSignature(purpose: SigningPurpose, payload: string, signature: string): boolean {
  const expected = Buffer.from(signatureOf(purpose, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The settings that several instances must share, missing from `config`; empty when all is well. */
export function missingSharedSettings(config: ServerConfig): string[] {
  if (!config.isProduction || !config.databaseUrl) return [];
  const missing: string[] = [];
  if (!config.signingSecret) missing.push("SIGNING_SECRET (at least 32 characters; signs contact forms and text-demo audio links)");
  if (config.content.mode === "hosted" && !config.content.webhookSecret) {
    missing.push("SANITY_WEBHOOK_SECRET (the content webhook that clears every instance's cache)");
  }
  return missing;
}

/** Server start: with DATABASE_URL in production, refuse to run without the shared settings. */
export function assertSharedSettings(config: ServerConfig = getConfig()): void {
  if (config.signingSecret !== undefined && config.signingSecret.length < 32) {
    throw new Error("SIGNING_SECRET must be at least 32 characters long.");
  }
  const missing = missingSharedSettings(config);
  if (missing.length) {
    throw new Error(
      `DATABASE_URL is set, so several instances may serve this site; each must hold the same values of: ${missing.join("; ")}. ` +
        "Set them (the same on every instance), or unset DATABASE_URL to run one instance on PGlite. See README, 'Running several instances'.",
    );
  }
}
