/** The developer API key, for the JSON call and the /developers/api-key page. */
import { json } from "@remix-run/node";
import { getSessionUser, requireUser } from "./session.server";
import { ensureCsrfToken, verifyCsrf } from "~/security/csrf.server";
import { readFields } from "~/http/request.server";
import { AppError } from "~/http/app-error";
import { jsonReply, pageActionEdge, unlessDatabaseUnavailable } from "~/http/reply.server";
import { endpoint } from "~/http/edge.server";
import { noStoreHeaders } from "~/http/cache.server";
import { getApiKeyInfo, getOrCreateApiKey, rotateApiKey } from "~/security/api-keys.server";
import { AUTH_LIMITS, enforceRateLimits } from "~/security/rate-limit.server";
import { loadPageMeta } from "~/content/page-meta.server";

/** GET /api/developers/GetAPIKey: the logged-in user's key (created on the first call). */
export const apiKeyApi = endpoint({
  methods: ["GET"],
  access: async ({ request }) => {
    const user = await getSessionUser(request);
    if (!user) throw new AppError(401, "Authentication credentials were not provided");
    // A GET, but the first one creates the key: it gets the same CSRF check as a POST.
    verifyCsrf(request, undefined, { evenForGet: true });
    await enforceRateLimits([{ name: "api-key:user", subject: user.id, ...AUTH_LIMITS.apiKeyPerUser }]);
    return user;
  },
  handle: async ({ access: user }) => {
    const info = await getOrCreateApiKey(user.id);
    return jsonReply({ success: true, key: info.key, masked: info.masked, created: info.created, createdAt: info.createdAt });
  },
});

/** Loader of /developers/api-key: logged-in users only (others are sent to /login). */
export async function apiKeyPageLoader(request: Request) {
  const user = await requireUser(request);
  const [info, meta] = await Promise.all([unlessDatabaseUnavailable(getApiKeyInfo(user.id)), loadPageMeta("/developers/api-key")]);
  const { token, setCookie } = ensureCsrfToken(request);
  const headers = noStoreHeaders(setCookie);
  const seo = { title: meta.title, description: meta.description };
  return json({ username: user.username, masked: info?.masked ?? null, createdAt: info?.createdAt ?? null, csrfToken: token, seo }, { headers });
}

export interface ApiKeyActionData {
  key?: string;
  masked?: string;
  error?: string;
}

/** Action of /developers/api-key: create or rotate; the reply is the only time the key is shown. */
export async function apiKeyPageAction(request: Request) {
  const headers = { "Cache-Control": "no-store" };
  return pageActionEdge(
    async () => {
      const user = await requireUser(request);
      const fields = await readFields(request);
      verifyCsrf(request, fields);
      await enforceRateLimits([{ name: "api-key:user", subject: user.id, ...AUTH_LIMITS.apiKeyPerUser }]);
      const info = fields.intent === "rotate" ? await rotateApiKey(user.id) : await getOrCreateApiKey(user.id);
      return json<ApiKeyActionData>({ key: info.key ?? undefined, masked: info.masked }, { headers });
    },
    (error): ApiKeyActionData => ({ error: error.message }),
    { headers: () => headers },
  );
}
