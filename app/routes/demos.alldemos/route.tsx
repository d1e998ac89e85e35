import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { AllDemosPage } from "~/components/demos/alldemos/AllDemosPage";
import { pageMetaTags } from "~/seo/meta";
import type { loader } from "./data.server";

export { loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMetaTags(matches, data?.meta);

// Filters only change the query string and the page filters what it already has: no refetch.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && (!formMethod || formMethod === "GET") ? false : defaultShouldRevalidate;

export default function AllDemosRoute() {
  return <AllDemosPage {...useLoaderData<typeof loader>()} />;
}
