/** The developer API key, for the JSON call and the /developers/api-key page. */
import { getSessionUser } from "./session.server";
import { verifyCsrf } from "~/security/csrf.server";
import { errorResponse, jsonReply } from "~/security/http.server";
import { getOrCreateApiKey } from "~/security/api-keys.server";
import { AUTH_LIMITS, enforceRateLimits } from "~/security/rate-limit.server";

export async function getApiKeyForRequest(request: Request): Promise<Response> {
  try {
    const user = await getSessionUser(request);
    if (!user) return errorResponse(401, "Authentication credentials were not provided");
    // A GET, but the first one creates the key: it gets the same CSRF check as a POST.
    verifyCsrf(request, undefined, { evenForGet: true });
    await enforceRateLimits([{ name: "api-key:user", subject: user.id, ...AUTH_LIMITS.apiKeyPerUser }]);
    const info = await getOrCreateApiKey(user.id);
    return jsonReply({ success: true, key: info.key, masked: info.masked, created: info.created, createdAt: info.createdAt });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}
