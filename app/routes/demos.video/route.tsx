import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useI18n } from "~/components/i18n/i18n";
import { FeatureList } from "~/components/pages/FeatureList";
import { PageHero } from "~/components/layout/PageHero";
import { pageMetaTags } from "~/seo/meta";
import type { loader } from "./data.server";

export { loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(matches, data ? { title: data.page.title, description: data.description, image: data.page.image } : null);

/** The video conferencing product: its claims and the way out to the live product. */
export default function VideoDemoPage() {
  const { t } = useI18n();
  const { page } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} image={page.image}>
        {page.externalUrl ? (
          <a className="button" href={page.externalUrl} rel="noopener noreferrer" target="_blank">
            {page.externalLabel}
            <span className="visually-hidden"> {t("(opens in a new tab)")}</span>
          </a>
        ) : null}
      </PageHero>
      <FeatureList id="video-features" heading={t("What you get")} items={page.features} />
    </>
  );
}
