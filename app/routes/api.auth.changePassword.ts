import { changePassword } from "~/auth/accounts.server";
import { authApi } from "~/auth/api.server";

/** POST /api/auth/changePassword { current_password, password, re_password } (logged in). */
export const { loader, action } = authApi(changePassword);
