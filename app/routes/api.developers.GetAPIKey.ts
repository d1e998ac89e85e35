import { apiKeyApi } from "~/auth/developer.server";

/** GET /api/developers/GetAPIKey (SPEC §7): the key in full on first issue, masked afterwards. */
export const { loader, action } = apiKeyApi;
