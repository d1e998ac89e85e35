import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { IndustryPage } from "~/components/industry/IndustryPage";
import { pageMetaTags } from "~/seo/meta";
import type { loader } from "./data.server";

/** /bfsi, /fmcg, …: one route for every industry document, so a new industry needs no deploy. */
export { loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(matches, data ? { title: data.industry.title, description: data.industry.summary, image: data.industry.bannerImage } : null);

// A call-flow tab only changes `?flow=` on the same page: nothing to reload.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && (!formMethod || formMethod === "GET") ? false : defaultShouldRevalidate;

export default function IndustryRoute() {
  const { industry } = useLoaderData<typeof loader>();
  // Keyed by industry so moving to another industry page starts afresh (audio stopped).
  return <IndustryPage key={industry.slug} industry={industry} />;
}
