import type { MetaFunction } from "@remix-run/node";
import { SignupForm } from "~/components/auth/SignupForm";
import { pageMetaTags } from "~/seo/meta";
import type { loader } from "./data.server";

export { action, headers, loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMetaTags(matches, data?.page);
export default SignupForm;
