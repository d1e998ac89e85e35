import type { MetaFunction } from "@remix-run/node";
import { ApiKeyPage } from "~/components/auth/ApiKeyPage";
import { pageMetaTags } from "~/seo/meta";
import type { loader } from "./data.server";

export { action, headers, loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMetaTags(matches, data?.seo);
export default ApiKeyPage;
