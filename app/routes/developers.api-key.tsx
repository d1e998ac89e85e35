import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { apiKeyPageAction, apiKeyPageLoader } from "~/auth/developer.server";
import { ApiKeyPage } from "~/components/auth/ApiKeyPage";
import { pageMetaTags } from "~/http/meta";

export const loader = ({ request }: LoaderFunctionArgs) => apiKeyPageLoader(request);
export const action = ({ request }: ActionFunctionArgs) => apiKeyPageAction(request);
export const headers = () => ({ "Cache-Control": "no-store" });
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMetaTags(matches, data?.seo);
export default ApiKeyPage;
