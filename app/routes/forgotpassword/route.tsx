import type { MetaFunction } from "@remix-run/node";
import { ForgotPasswordForm } from "~/components/auth/ForgotPasswordForm";
import { pageMetaTags } from "~/seo/meta";
import type { loader } from "./data.server";

export { action, headers, loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMetaTags(matches, data?.page);
export default ForgotPasswordForm;
