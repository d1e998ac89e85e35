import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ApiGuidePage } from "~/components/developers/ApiGuidePage";
import { pageMetaTags } from "~/seo/meta";
import type { loader } from "./data.server";

/** /developers/api-guides: the demo APIs, documented from the routes' own schemas (decision 0110). */
export { loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(matches, data ? { title: data.page.title ?? data.page.heading, description: data.page.description } : null);

export default function ApiGuidesRoute() {
  return <ApiGuidePage {...useLoaderData<typeof loader>()} />;
}
