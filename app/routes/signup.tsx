import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { signup } from "~/auth/accounts.server";
import { SignupForm } from "~/components/auth/SignupForm";
import { accountPageAction, accountPageHeaders, accountPageLoader, type AccountPageData } from "~/auth/pages.server";
import { pageMetaTags } from "~/http/meta";

export const loader = ({ request }: LoaderFunctionArgs) => accountPageLoader(request, "/signup", { leaveIfLoggedIn: true });
export const action = (args: ActionFunctionArgs) => accountPageAction(args, signup, { successRedirect: "/" });
export const headers = accountPageHeaders;
export const meta: MetaFunction = ({ data, matches }) => pageMetaTags(matches, (data as AccountPageData | undefined)?.page);
export default SignupForm;
