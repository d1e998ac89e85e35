import type { ActionFunctionArgs } from "@remix-run/node";
import { updatePassword } from "~/auth/accounts.server";
import { handleAuthCall, postOnly } from "~/auth/api.server";

/** POST /api/auth/updatePassword (SPEC §7). */
export const action = (args: ActionFunctionArgs) => handleAuthCall(args, updatePassword);
export const loader = postOnly;
