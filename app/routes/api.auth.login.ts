import type { ActionFunctionArgs } from "@remix-run/node";
import { login } from "~/auth/accounts.server";
import { handleAuthCall, postOnly } from "~/auth/api.server";

/** POST /api/auth/login (SPEC §7). */
export const action = (args: ActionFunctionArgs) => handleAuthCall(args, login);
export const loader = postOnly;
