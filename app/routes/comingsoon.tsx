import { json, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { COMING_SOON_QUERY } from "~/content/queries";
import { SanityImage } from "~/components/ui/SanityImage";
import { pageMetaTags } from "~/http/meta";
import type { COMING_SOON_QUERYResult } from "~/sanity.types";
import type { loader as rootLoader } from "~/root";
import styles from "~/components/pages/pages.module.css";

export async function loader() {
  const [page, meta] = await Promise.all([loadQuery<COMING_SOON_QUERYResult>(COMING_SOON_QUERY), loadPageMeta("/comingsoon")]);
  if (!page?.image) throw new Error("Content is missing the coming-soon image");
  return json({ page, description: meta.description });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(matches, data ? { title: data.page.title, description: data.description } : null);

/** SPEC.md: an image only. Its alt text carries the message for screen readers. */
export default function ComingSoonPage() {
  const { page } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root || !page.image) return null;
  return (
    <div className={`container ${styles.comingSoon}`}>
      <h1 className="visually-hidden">{page.title}</h1>
      <SanityImage image={page.image} width={720} loading="eager" fetchPriority="high" />
    </div>
  );
}
