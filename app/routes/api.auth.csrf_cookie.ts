import { ensureCsrfToken } from "~/security/csrf.server";
import { jsonReply } from "~/http/reply.server";

/** GET /api/auth/csrf_cookie: sets the csrftoken cookie when the browser has none. */
export function loader({ request }: { request: Request }) {
  const { setCookie } = ensureCsrfToken(request);
  return jsonReply({ success: "CSRF cookie set" }, { headers: setCookie ? { "Set-Cookie": setCookie } : {} });
}
