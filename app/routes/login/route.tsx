import type { MetaFunction } from "@remix-run/node";
import { LoginForm } from "~/components/auth/LoginForm";
import { pageMetaTags } from "~/seo/meta";
import type { loader } from "./data.server";

export { action, headers, loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMetaTags(matches, data?.page);
export default LoginForm;
