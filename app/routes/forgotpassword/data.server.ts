import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requestPasswordReset } from "~/auth/accounts.server";
import { accountPageAction, accountPageHeaders, accountPageLoader } from "~/auth/pages.server";
import { RESET_SENT_ALERT } from "~/components/auth/ForgotPasswordForm";

export const loader = ({ request }: LoaderFunctionArgs) => accountPageLoader(request, "/forgotpassword");
export const action = (args: ActionFunctionArgs) =>
  accountPageAction(args, requestPasswordReset, {
    successMessage: RESET_SENT_ALERT,
    precheck: (fields) => (typeof fields.email === "string" && fields.email.trim() ? null : "Please enter email to proceed"),
  });
export const headers = accountPageHeaders;
