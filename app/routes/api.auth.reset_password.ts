import type { ActionFunctionArgs } from "@remix-run/node";
import { requestPasswordReset } from "~/auth/accounts.server";
import { handleAuthCall, postOnly } from "~/auth/api.server";

/** POST /api/auth/reset_password (SPEC §7). */
export const action = (args: ActionFunctionArgs) => handleAuthCall(args, requestPasswordReset);
export const loader = postOnly;
