import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadQuery } from "~/content/content.server";
import { INDUSTRY_PAGE_QUERY } from "~/content/queries";
import { PageHero } from "~/components/layout/PageHero";
import { pageMetaTags } from "~/http/meta";
import type { INDUSTRY_PAGE_QUERYResult } from "~/sanity.types";

/** /bfsi, /fmcg, …: one route for every industry document, so a new industry needs no deploy. */
export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.industry ?? "";
  const industry = /^[a-z0-9-]{1,64}$/.test(slug)
    ? await loadQuery<INDUSTRY_PAGE_QUERYResult>(INDUSTRY_PAGE_QUERY, { slug })
    : null;
  if (!industry) throw new Response("Not Found", { status: 404 });
  return json({ industry });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(matches, data ? { title: data.industry.title, description: data.industry.summary } : null);

export default function IndustryPage() {
  const { industry } = useLoaderData<typeof loader>();
  return (
    <PageHero heading={industry.title} />
  );
}
