import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { updatePassword } from "~/auth/accounts.server";
import { accountPageAction, accountPageHeaders, accountPageLoader } from "~/auth/pages.server";

export const loader = ({ request }: LoaderFunctionArgs) => accountPageLoader(request, "/reset-password");

/** JavaScript off: the same checks as the page's script, then the update; success goes to /login. */
export const action = (args: ActionFunctionArgs) =>
  accountPageAction(args, (fields, info) => updatePassword({ ...fields, uid: args.params.uid, token: args.params.token }, info), {
    successRedirect: "/login",
    precheck: (fields) => {
      if (!fields.password || !fields.confirm) return "Password fields cannot be empty";
      return fields.password === fields.confirm ? null : "Passwords do not match";
    },
  });
export const headers = accountPageHeaders;
