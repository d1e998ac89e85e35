import { json, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { VIDEO_DEMO_QUERY } from "~/content/queries";
import { FeatureList } from "~/components/pages/FeatureList";
import { SanityImage } from "~/components/ui/SanityImage";
import { pageMetaTags } from "~/http/meta";
import type { VIDEO_DEMO_QUERYResult } from "~/sanity.types";
import type { loader as rootLoader } from "~/root";
import styles from "~/components/pages/pages.module.css";

export async function loader() {
  const [page, meta] = await Promise.all([loadQuery<VIDEO_DEMO_QUERYResult>(VIDEO_DEMO_QUERY), loadPageMeta("/demos/video")]);
  if (!page) throw new Error("Content is missing the video demo page");
  return json({ page, description: meta.description });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(matches, data ? { title: data.page.title, description: data.description } : null);

/** The video conferencing product: its claims and the way out to the live product. */
export default function VideoDemoPage() {
  const { page } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <section className="page-hero">
        <div className={`container ${styles.split}`}>
          <div>
            <h1>{page.heading}</h1>
            <p>{page.intro}</p>
            {page.externalUrl ? (
              <a className="button" href={page.externalUrl} rel="noopener noreferrer" target="_blank">
                {page.externalLabel}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
          {page.image && root ? (
            <SanityImage image={page.image} env={root.contentEnv} width={520} loading="eager" className={styles.heroImage} />
          ) : null}
        </div>
      </section>
      <FeatureList id="video-features" heading="What you get" items={page.features} />
    </>
  );
}
