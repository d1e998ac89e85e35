import { logout } from "~/auth/accounts.server";
import { authApi } from "~/auth/api.server";

/** POST /api/auth/logout (SPEC §7): empty body, or the header's plain form when JavaScript is off. */
export const { loader, action } = authApi((_fields, info) => logout(info), { allowEmptyBody: true, redirectFormTo: "/" });
