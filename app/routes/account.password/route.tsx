import type { MetaFunction } from "@remix-run/node";
import { ChangePasswordForm } from "~/components/auth/ChangePasswordForm";
import { pageMetaTags } from "~/seo/meta";
import type { loader } from "./data.server";

export { action, headers, loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMetaTags(matches, data?.seo);
export default ChangePasswordForm;
