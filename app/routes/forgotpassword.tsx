import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requestPasswordReset } from "~/auth/accounts.server";
import { ForgotPasswordForm, RESET_SENT_ALERT } from "~/components/auth/ForgotPasswordForm";
import { accountPageAction, accountPageHeaders, accountPageLoader, type AccountPageData } from "~/auth/pages.server";
import { pageMetaTags } from "~/http/meta";

export const loader = ({ request }: LoaderFunctionArgs) => accountPageLoader(request, "/forgotpassword");
export const action = (args: ActionFunctionArgs) =>
  accountPageAction(args, requestPasswordReset, {
    successMessage: RESET_SENT_ALERT,
    precheck: (fields) => (typeof fields.email === "string" && fields.email.trim() ? null : "Please enter email to proceed"),
  });
export const headers = accountPageHeaders;
export const meta: MetaFunction = ({ data, matches }) => pageMetaTags(matches, (data as AccountPageData | undefined)?.page);
export default ForgotPasswordForm;
