import type { SerializeFrom } from "@remix-run/node";
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useI18n } from "~/components/i18n/i18n";
import { PageHero } from "~/components/layout/PageHero";
import { DemoCard } from "~/components/ui/DemoCard";
import type { TEXT_DEMO_QUERYResult } from "~/sanity.types";
import { TextDemo } from "./TextDemo";
import { DemoFeatures, MoreDemos, demoStyles as styles } from "../shared/DemoSections";

/** The page's content as its loader sends it (JSON). */
type Content = SerializeFrom<Omit<TEXT_DEMO_QUERYResult, "page"> & { page: NonNullable<TEXT_DEMO_QUERYResult["page"]> }>;

/** /demos/text (SPEC §2 "Text demo page"): hero, the demo, feature cards, sample demos, other demos. */
export function TextDemoPage({ content }: { content: Content }) {
  const { t } = useI18n();
  const { page, categories, moreDemos } = content;
  const location = useLocation();
  const fromLink = (location.state as { from?: unknown } | null)?.from === true;

  // SPEC §2: opened with navigation state (a demo link) → straight to the demo.
  useEffect(() => {
    if (fromLink) document.getElementById("text-demo")?.scrollIntoView({ block: "start" });
  }, [fromLink, location.key]);

  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} image={page.bannerImage} />
      <section id="text-demo" className={`container section ${styles.demoSection}`} aria-label={t("Text to speech demo")} tabIndex={-1}>
        <TextDemo categories={categories} />
      </section>
      <DemoFeatures id="text-features" heading={t("Features")} features={page.features} />
      {page.sampleDemos?.length ? (
        <section className="container section" aria-labelledby="text-samples">
          <h2 id="text-samples" className={styles.sectionTitle}>
            {t("Sample demos")}
          </h2>
          <ul className={styles.grid}>
            {page.sampleDemos.map((demo) => (
              <li key={demo._key}>
                <DemoCard demo={demo} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <MoreDemos id="text-more" heading={t("More Demos")} demos={moreDemos} />
    </>
  );
}
