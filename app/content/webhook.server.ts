import { timingSafeEqual } from "node:crypto";
import { decodeSignatureHeader, encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { getConfig } from "~/config.server";
import { AppError } from "~/http/app-error";
import { endpoint } from "~/http/edge.server";
import { ERROR_CATALOGUE } from "~/http/error-catalogue";
import { jsonReply } from "~/http/reply.server";
import { readBodyCapped } from "~/http/request.server";
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

/**
 * True when `signature` is Sanity's HMAC of `body` under `secret`.
 * @sanity/webhook 4 compares the signature strings with `!==`, so the comparison is redone here
 * in constant time on the recomputed header.
 */
async function verifySanitySignature(body: string, signature: string | null, secret: string, now = Date.now()): Promise<boolean> {
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

/**
 * POST /api/content/webhook: a signed Sanity webhook clears the content query cache. Sanity reads
 * `{ ok }` answers; the refusals are the edge's `{ success: false, error }`.
 */
export const contentWebhookApi = endpoint({
  methods: ["POST"],
  access: () => {
    if (getConfig().content.webhookSecret) return;
    // Configuration is for the log, never for the caller: without a secret the hook does not exist.
    logWarning("content.webhook_unconfigured", { hint: "set SANITY_WEBHOOK_SECRET to accept Sanity's webhook" });
    throw new AppError(404, ERROR_CATALOGUE.notFound);
  },
  // The signature covers the exact bytes sent, so the raw text is read once (counted as it arrives,
  // whatever the encoding) and never re-encoded.
  body: async (request) => (await readBodyCapped(request, MAX_BODY_BYTES, "Payload too large")).toString("utf8"),
  handle: async ({ request, body }) => {
    if (!(await verifySanitySignature(body, request.headers.get(SIGNATURE_HEADER_NAME), getConfig().content.webhookSecret!))) {
      throw new AppError(401, "Invalid signature");
    }
    await announceContentChange();
    return jsonReply({ ok: true });
  },
});
