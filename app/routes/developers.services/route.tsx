import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/i18n/Link";
import { FeatureList } from "~/components/pages/FeatureList";
import { PageHero } from "~/components/layout/PageHero";
import { pageMetaTags } from "~/seo/meta";
import styles from "~/components/pages/pages.module.css";
import type { loader } from "./data.server";

export { loader } from "./data.server";

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
