/**
 * The two doors of a preview session (paths the Studio's Presentation tool is configured with):
 * GET /api/preview-mode/enable checks the preview-URL secret, sets the session cookie and goes to the
 * page; GET /api/preview-mode/disable ends it. Neither answer is ever cached.
 */
import { getConfig } from "~/config.server";
import { logEvent } from "~/log.server";
import { enforceRateLimits } from "~/security/rate-limit.server";
import { sameOriginPath } from "~/security/redirect.server";
import { endpoint } from "~/http/edge.server";
import { combineHeaders, cookieHeaders } from "~/http/headers.server";
import { redirectReply, textReply } from "~/http/reply.server";
import { clientAddress } from "~/http/request.server";
import { checkPreviewUrl } from "./secret.server";
import { endPreviewCookie, startPreviewCookie } from "./session.server";

/** Checks of a secret per client: enough for an editor reloading the Presentation tool all day. */
const ENABLE_LIMIT = { limit: 60, windowMs: 60_000 };

const withCookie = (cookie: string) => combineHeaders({ "Cache-Control": "private, no-store" }, cookieHeaders(cookie));

/** GET /api/preview-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/…: opens a preview session. */
export const enablePreviewApi = endpoint({
  methods: ["GET"],
  access: ({ context }) => enforceRateLimits([{ name: "preview:enable", subject: clientAddress(context), ...ENABLE_LIMIT }]),
  handle: async ({ request, context }) => {
    const clientIp = clientAddress(context);
    const entry = await checkPreviewUrl(request.url);
    if (!entry.isValid) {
      logEvent("warn", "preview refused", { clientIp });
      return textReply(401, "This preview link is not valid or has expired. Open the page from the Studio again.");
    }
    logEvent("info", "preview started", { clientIp, redirectTo: entry.redirectTo });
    return redirectReply(entry.redirectTo, withCookie(startPreviewCookie()));
  },
});

/** GET /api/preview-mode/disable?redirect=/…: ends the preview session. */
export const disablePreviewApi = endpoint({
  methods: ["GET"],
  handle: ({ request }) => {
    const target = new URL(request.url).searchParams.get("redirect");
    return redirectReply(sameOriginPath(target, getConfig().publicOrigin), withCookie(endPreviewCookie()));
  },
});
