import { ensureCsrfToken } from "~/security/csrf.server";
import { endpoint } from "~/http/edge.server";
import { cookieHeaders } from "~/http/headers.server";
import { jsonReply } from "~/http/reply.server";

/** GET /api/auth/csrf_cookie: sets the csrftoken cookie when the browser has none. */
export const { loader, action } = endpoint({
  methods: ["GET"],
  handle: ({ request }) => jsonReply({ success: "CSRF cookie set" }, { headers: cookieHeaders(ensureCsrfToken(request).setCookie) }),
});
