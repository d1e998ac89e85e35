import type { ActionFunctionArgs } from "@remix-run/node";
import { changePassword } from "~/auth/accounts.server";
import { handleAuthCall, postOnly } from "~/auth/api.server";

/** POST /api/auth/changePassword { current_password, password, re_password } (logged in). */
export const action = (args: ActionFunctionArgs) => handleAuthCall(args, changePassword);
export const loader = postOnly;
