import { login } from "~/auth/accounts.server";
import { authApi } from "~/auth/api.server";

/** POST /api/auth/login (SPEC §7). */
export const { loader, action } = authApi(login);
