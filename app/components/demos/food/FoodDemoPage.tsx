import type { SerializeFrom } from "@remix-run/node";
import { useI18n } from "~/components/i18n/i18n";
import { PageHero } from "~/components/layout/PageHero";
import type { IMAGE_DEMO_QUERYResult } from "~/sanity.types";
import { DemoFeatures, MoreDemos } from "../shared/DemoSections";
import { FoodDemo, type SamplePhoto, type ServerOutcome } from "./FoodDemo";
import styles from "./FoodDemo.module.css";

/** The page's content as its loader sends it (JSON). */
type Content = SerializeFrom<Omit<IMAGE_DEMO_QUERYResult, "page"> & { page: NonNullable<IMAGE_DEMO_QUERYResult["page"]> }>;

/** /demos/image (SPEC §2 "Image demo page"): hero, the demo with its samples, the note, known foods, features, other demos. */
export function FoodDemoPage({ content, foods, outcome }: { content: Content; foods: string[]; outcome: ServerOutcome | undefined }) {
  const { t, tm, locale } = useI18n();
  const { page, photos, moreDemos } = content;
  // The model's names in the page's language, in its alphabetical order.
  const foodNames = foods.map((food) => tm(food)).sort((a, b) => a.localeCompare(b, locale));

  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} image={page.bannerImage} />
      <section id="image-demo" className="container section" aria-label={t("Food photo recognition demo")} tabIndex={-1}>
        <FoodDemo
          // a new server answer (JavaScript off) starts a fresh demo state
          key={JSON.stringify(outcome ?? null)}
          previewPlaceholder={page.previewPlaceholder}
          resultPlaceholder={page.resultPlaceholder}
          samplesHeading={page.samplesHeading}
          photos={photos as SamplePhoto[]}
          foods={foods}
          outcome={outcome}
        />
        <p className={styles.note} data-testid="single-item-note">
          {page.note}
        </p>
        {foods.length ? (
          <details className={styles.foods}>
            <summary>{t("Foods the model knows ({count})", { count: foods.length })}</summary>
            <ul data-testid="known-foods">
              {foodNames.map((food) => (
                <li key={food}>{food}</li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>
      <DemoFeatures id="image-features" heading={t("Features")} features={page.features} />
      <MoreDemos id="image-more" heading={t("More Demos")} demos={moreDemos} />
    </>
  );
}
