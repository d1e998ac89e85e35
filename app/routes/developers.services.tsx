import { json, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { DEVELOPER_SERVICES_QUERY } from "~/content/queries";
import { FeatureList } from "~/components/pages/FeatureList";
import { PageHero } from "~/components/layout/PageHero";
import { pageMetaTags } from "~/http/meta";
import type { DEVELOPER_SERVICES_QUERYResult } from "~/sanity.types";
import styles from "~/components/pages/pages.module.css";

export async function loader() {
  const [page, meta] = await Promise.all([
    loadQuery<DEVELOPER_SERVICES_QUERYResult>(DEVELOPER_SERVICES_QUERY),
    loadPageMeta("/developers/services"),
  ]);
  if (!page) throw new Error("Content is missing the developer services page");
  return json({ page, description: meta.description });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(matches, data ? { title: data.page.title, description: data.description, image: data.page.bannerImage } : null);

export default function DeveloperServicesPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero heading={page.bannerHeading} intro={page.bannerText} image={page.bannerImage} />
      <FeatureList id="developer-uses" heading={page.developerUsesHeading} items={page.developerUses} />
      <FeatureList id="api-uses" heading={page.apiUsesHeading} items={page.apiUses} />
      <section className="container">
        <div className={styles.cta}>
          <Link to={page.ctaHref ?? "/signup"} className="button">
            {page.ctaLabel}
          </Link>
        </div>
      </section>
    </>
  );
}
