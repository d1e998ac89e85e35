import { timingSafeEqual } from "node:crypto";
import { decodeSignatureHeader, encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { getConfig } from "~/config.server";
import { readUpTo } from "~/http/request.server";
import { logWarning } from "~/log.server";
import { announceContentChange } from "./change-feed.server";

/** Sanity sends small JSON documents; anything much larger is not a webhook of ours. */
const MAX_BODY_BYTES = 1_000_000;

/**
 * Replay window: a signed delivery is accepted only while its signed timestamp (ms) is at most five
 * minutes old and no more than one minute ahead of our clock. A replay inside the window can only
 * clear the cache again, which is harmless.
 */
const WEBHOOK_MAX_AGE_MS = 5 * 60_000;
const WEBHOOK_MAX_SKEW_MS = 60_000;

function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  const h = new Headers(headers);
  h.set("Content-Type", "application/json; charset=utf-8");
  h.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { status, headers: h });
}

/**
 * True when `signature` is Sanity's HMAC of `body` under `secret`.
 * @sanity/webhook 4 compares the signature strings with `!==`, so the comparison is redone here
 * in constant time on the recomputed header.
 */
async function verifySanitySignature(
  body: string,
  signature: string | null,
  secret: string,
  now = Date.now(),
): Promise<boolean> {
  if (!signature || !body) return false;
  try {
    const { timestamp } = decodeSignatureHeader(signature);
    if (!(timestamp >= now - WEBHOOK_MAX_AGE_MS && timestamp <= now + WEBHOOK_MAX_SKEW_MS)) return false;
    const expected = Buffer.from(await encodeSignatureHeader(body, timestamp, secret));
    const given = Buffer.from(signature.trim());
    return given.length === expected.length && timingSafeEqual(given, expected);
  } catch {
    // Malformed header, timestamp or empty payload.
    return false;
  }
}

/** POST /api/content/webhook: a signed Sanity webhook clears the content query cache. */
export async function handleContentWebhook(request: Request): Promise<Response> {
  if (request.method !== "POST") {
    return json(405, { ok: false, error: "Method not allowed" }, { Allow: "POST" });
  }
  const secret = getConfig().content.webhookSecret;
  if (!secret) {
    // Configuration is for the log, never for the caller: without a secret the hook does not exist.
    logWarning("content.webhook_unconfigured", { hint: "set SANITY_WEBHOOK_SECRET to accept Sanity's webhook" });
    return json(404, { ok: false, error: "Not found" });
  }
  // The signature covers the exact bytes sent, so the raw text is read once (counted as it arrives,
  // whatever the encoding) and never re-encoded.
  const bytes = await readUpTo(request.body, MAX_BODY_BYTES);
  if (!bytes) return json(413, { ok: false, error: "Payload too large" });
  const body = bytes.toString("utf8");
  if (!(await verifySanitySignature(body, request.headers.get(SIGNATURE_HEADER_NAME), secret))) {
    return json(401, { ok: false, error: "Invalid signature" });
  }
  await announceContentChange();
  return json(200, { ok: true });
}
