import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { login } from "~/auth/accounts.server";
import { LoginForm } from "~/components/auth/LoginForm";
import { accountPageAction, accountPageHeaders, accountPageLoader, type AccountPageData } from "~/auth/pages.server";
import { pageMetaTags } from "~/http/meta";

export const loader = ({ request }: LoaderFunctionArgs) => accountPageLoader(request, "/login", { leaveIfLoggedIn: true });
/** JavaScript off: the form posts here; success goes home with the session cookie. */
export const action = (args: ActionFunctionArgs) => accountPageAction(args, login, { successRedirect: "/" });
export const headers = accountPageHeaders;
export const meta: MetaFunction = ({ data, matches }) => pageMetaTags(matches, (data as AccountPageData | undefined)?.page);
export default LoginForm;
