import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { changePassword } from "~/auth/accounts.server";
import { accountPageAction, accountPageHeaders, loggedInPageLoader } from "~/auth/pages.server";

/** Change password while logged in (not in SPEC's route table; ASVS 6.2.2). Linked from /developers/api-key. */
export const loader = ({ request }: LoaderFunctionArgs) => loggedInPageLoader(request, "/account/password");
export const action = (args: ActionFunctionArgs) => accountPageAction(args, changePassword);
export const headers = accountPageHeaders;
