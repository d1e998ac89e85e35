import type { LoaderFunctionArgs } from "@remix-run/node";
import { isAuthenticated } from "~/auth/accounts.server";
import { outcomeResponse } from "~/auth/api.server";
import { clientAddress } from "~/http/request.server";

/** GET /api/auth/isAuth → { isAuthenticated: "false" } or { isAuthenticated: "true", username }. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return outcomeResponse(await isAuthenticated({ request, client: clientAddress(context) }));
}
