import type { ActionFunctionArgs } from "@remix-run/node";
import { logout } from "~/auth/accounts.server";
import { handleAuthCall, postOnly } from "~/auth/api.server";

/** POST /api/auth/logout (SPEC §7): empty body, or the header's plain form when JavaScript is off. */
export const action = (args: ActionFunctionArgs) =>
  handleAuthCall(args, (_fields, info) => logout(info), { allowEmptyBody: true, redirectFormTo: "/" });
export const loader = postOnly;
