import type { MetaFunction, ShouldRevalidateFunction } from "@remix-run/react";
import { AllDemosPage, type AllDemosPageData } from "~/components/demos/alldemos/AllDemosPage";
import { loadAllDemos } from "~/components/demos/alldemos/alldemos.server";
import { pageMetaTags } from "~/http/meta";

export const loader = () => loadAllDemos();
export const meta: MetaFunction = ({ data, matches }) => pageMetaTags(matches, (data as AllDemosPageData | undefined)?.meta);
// Filters only change the query string and the page filters what it already has: no refetch.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && (!formMethod || formMethod === "GET") ? false : defaultShouldRevalidate;
export default AllDemosPage;
