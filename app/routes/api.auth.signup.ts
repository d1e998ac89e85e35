import type { ActionFunctionArgs } from "@remix-run/node";
import { signup } from "~/auth/accounts.server";
import { handleAuthCall, postOnly } from "~/auth/api.server";

/** POST /api/auth/signup (SPEC §7). */
export const action = (args: ActionFunctionArgs) => handleAuthCall(args, signup);
export const loader = postOnly;
