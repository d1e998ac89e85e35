import { updatePassword } from "~/auth/accounts.server";
import { authApi } from "~/auth/api.server";

/** POST /api/auth/updatePassword (SPEC §7). */
export const { loader, action } = authApi(updatePassword);
