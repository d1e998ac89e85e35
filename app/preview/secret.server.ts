/**
 * Checks the preview-URL secret that opens a preview session. The Studio's Presentation tool writes
 * a short-lived `sanity.previewUrlSecret` document into the dataset and opens
 * `/api/preview-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/…`:
 * - hosted Sanity: `@sanity/preview-url-secret`'s own check, with the server's read token;
 * - embedded seed: there is no Studio dataset to write to, so `npm run preview:link` writes the
 *   same kind of document (secret stored as its SHA-256) to `$DATA_DIR/preview-secrets.ndjson`, and
 *   it is checked here with the package's rule: the secret matches and is under an hour old.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { validatePreviewUrl, urlSearchParamPreviewPathname, urlSearchParamPreviewSecret } from "@sanity/preview-url-secret";
import { getConfig } from "~/config.server";
import { previewSecretClient } from "~/content/content.server";
import { sameOriginPath } from "~/security/redirect.server";

/** Sanity's lifetime of a preview-URL secret (SECRET_TTL of @sanity/preview-url-secret). */
export const PREVIEW_SECRET_TTL_MS = 60 * 60 * 1000;
const EMBEDDED_SECRETS_FILE = "preview-secrets.ndjson";
const SECRET_TYPE = "sanity.previewUrlSecret";

export interface PreviewEntry {
  isValid: boolean;
  /** Where to go once the session is on: a path of this site. */
  redirectTo: string;
}

/** Validates the enable URL; `redirectTo` always stays on this site. */
export async function checkPreviewUrl(requestUrl: string, now = Date.now()): Promise<PreviewEntry> {
  const config = getConfig();
  const url = new URL(requestUrl);
  const secret = url.searchParams.get(urlSearchParamPreviewSecret) ?? "";
  const redirectTo = sameOriginPath(url.searchParams.get(urlSearchParamPreviewPathname), config.publicOrigin);
  if (!secret.trim() || secret.length > 256) return { isValid: false, redirectTo };
  const client = previewSecretClient();
  if (client) {
    if (!client.config().token) return { isValid: false, redirectTo };
    const result = await validatePreviewUrl(client, requestUrl);
    return { isValid: result.isValid, redirectTo: sameOriginPath(result.redirectTo, config.publicOrigin) };
  }
  const file = path.join(config.dataDir, EMBEDDED_SECRETS_FILE);
  return { isValid: await embeddedSecretIsValid(file, secret, now), redirectTo };
}

/** True when `file` holds a secret document for `secret` written less than an hour before `now`. */
export async function embeddedSecretIsValid(file: string, secret: string, now = Date.now()): Promise<boolean> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return false;
  }
  const given = createHash("sha256").update(secret).digest();
  let valid = false;
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    let doc: { _type?: unknown; secretHash?: unknown; _updatedAt?: unknown };
    try {
      doc = JSON.parse(line);
    } catch {
      continue;
    }
    if (doc._type !== SECRET_TYPE || typeof doc.secretHash !== "string" || typeof doc._updatedAt !== "string") continue;
    const age = now - Date.parse(doc._updatedAt);
    if (!(age >= 0 && age < PREVIEW_SECRET_TTL_MS)) continue;
    const stored = Buffer.from(doc.secretHash, "hex");
    // Every line is compared, so the time taken does not say which one matched.
    if (stored.length === given.length && timingSafeEqual(stored, given)) valid = true;
  }
  return valid;
}
