import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { signup } from "~/auth/accounts.server";
import { accountPageAction, accountPageHeaders, accountPageLoader } from "~/auth/pages.server";

export const loader = ({ request }: LoaderFunctionArgs) => accountPageLoader(request, "/signup", { leaveIfLoggedIn: true });
/** JavaScript off: the form posts here; success goes home with the session cookie. */
export const action = (args: ActionFunctionArgs) => accountPageAction(args, signup, { successRedirect: "/" });
export const headers = accountPageHeaders;
