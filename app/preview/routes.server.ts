/**
 * The two doors of a preview session (paths the Studio's Presentation tool is configured with):
 * GET /api/preview-mode/enable checks the preview-URL secret, sets the session cookie and goes to the
 * page; GET /api/preview-mode/disable ends it. Neither answer is ever cached.
 */
import { getConfig } from "~/config.server";
import { logEvent } from "~/log.server";
import { enforceRateLimits } from "~/security/rate-limit.server";
import { sameOriginPath } from "~/security/redirect.server";
import { apiEdge } from "~/http/reply.server";
import { checkPreviewUrl } from "./secret.server";
import { endPreviewCookie, startPreviewCookie } from "./session.server";

/** Checks of a secret per client: enough for an editor reloading the Presentation tool all day. */
const ENABLE_LIMIT = { limit: 60, windowMs: 60_000 };

function redirectWithCookie(location: string, cookie: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, "Set-Cookie": cookie, "Cache-Control": "private, no-store" },
  });
}

export function enablePreview(request: Request, clientIp: string): Promise<Response> {
  return apiEdge(async () => {
    await enforceRateLimits([{ name: "preview:enable", subject: clientIp, ...ENABLE_LIMIT }]);
    const entry = await checkPreviewUrl(request.url);
    if (!entry.isValid) {
      logEvent("warn", "preview refused", { clientIp });
      return new Response("This preview link is not valid or has expired. Open the page from the Studio again.", {
        status: 401,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
    logEvent("info", "preview started", { clientIp, redirectTo: entry.redirectTo });
    return redirectWithCookie(entry.redirectTo, startPreviewCookie());
  });
}

export function disablePreview(request: Request): Response {
  const target = new URL(request.url).searchParams.get("redirect");
  return redirectWithCookie(sameOriginPath(target, getConfig().publicOrigin), endPreviewCookie());
}
