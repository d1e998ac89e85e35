import { isAuthenticated } from "~/auth/accounts.server";
import { outcomeResponse } from "~/auth/api.server";
import { endpoint } from "~/http/edge.server";
import { clientAddress } from "~/http/request.server";

/** GET /api/auth/isAuth → { isAuthenticated: "false" } or { isAuthenticated: "true", username }. */
export const { loader, action } = endpoint({
  methods: ["GET"],
  handle: async ({ request, context }) => outcomeResponse(await isAuthenticated({ request, client: clientAddress(context) })),
});
