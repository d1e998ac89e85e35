import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { loadQuery } from "~/content/content.server";
import { INDUSTRY_PAGE_QUERY } from "~/content/queries.server";
import type { INDUSTRY_PAGE_QUERYResult } from "~/sanity.types";

const SLUG = /^[a-z0-9-]{1,64}$/;

/** /{industry}: the industry's page; 404 for any other slug. */
export async function loader({ params }: Pick<LoaderFunctionArgs, "params">) {
  const slug = params.industry;
  const industry = slug && SLUG.test(slug) ? await loadQuery<INDUSTRY_PAGE_QUERYResult>(INDUSTRY_PAGE_QUERY, { slug }) : null;
  if (!industry) throw new Response("Not Found", { status: 404 });
  return json({ industry });
}
