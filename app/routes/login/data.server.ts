import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { login } from "~/auth/accounts.server";
import { accountPageAction, accountPageHeaders, accountPageLoader } from "~/auth/pages.server";

export const loader = ({ request }: LoaderFunctionArgs) => accountPageLoader(request, "/login", { leaveIfLoggedIn: true });
/** JavaScript off: the form posts here; success goes home with the session cookie. */
export const action = (args: ActionFunctionArgs) => accountPageAction(args, login, { successRedirect: "/" });
export const headers = accountPageHeaders;
