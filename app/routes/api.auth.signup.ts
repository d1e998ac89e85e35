import { signup } from "~/auth/accounts.server";
import { authApi } from "~/auth/api.server";

/** POST /api/auth/signup (SPEC §7). */
export const { loader, action } = authApi(signup);
