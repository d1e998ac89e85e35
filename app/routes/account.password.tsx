import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { changePassword } from "~/auth/accounts.server";
import { ChangePasswordForm } from "~/components/auth/ChangePasswordForm";
import { accountPageAction, accountPageHeaders, loggedInPageLoader } from "~/auth/pages.server";
import { pageMetaTags } from "~/http/meta";

/** Change password while logged in (not in SPEC's route table; ASVS 6.2.2). Linked from /developers/api-key. */
export const loader = ({ request }: LoaderFunctionArgs) => loggedInPageLoader(request, "/account/password");
export const action = (args: ActionFunctionArgs) => accountPageAction(args, changePassword);
export const headers = accountPageHeaders;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMetaTags(matches, data?.seo);
export default ChangePasswordForm;
