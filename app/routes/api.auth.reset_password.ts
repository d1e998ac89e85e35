import { requestPasswordReset } from "~/auth/accounts.server";
import { authApi } from "~/auth/api.server";

/** POST /api/auth/reset_password (SPEC §7). */
export const { loader, action } = authApi(requestPasswordReset);
