import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { PageHero } from "~/components/layout/PageHero";
import { DemoCard, type DemoCardContent } from "~/components/ui/DemoCard";
import { SanityImage } from "~/components/ui/SanityImage";
import type { ContentEnv } from "~/content/image";
import type { PageMeta } from "~/content/page-meta.server";
import type { TEXT_DEMO_QUERYResult } from "~/sanity.types";
import { TextDemo } from "./TextDemo";
import styles from "./TextDemo.module.css";

type Content = Omit<TEXT_DEMO_QUERYResult, "page"> & { page: NonNullable<TEXT_DEMO_QUERYResult["page"]> };

export interface TextDemoPageData {
  content: Content;
  meta: PageMeta;
  csrfToken: string;
  contentEnv: ContentEnv;
}

/** /demos/text (SPEC §2 "Text demo page"): hero, the demo, feature cards, sample demos, other demos. */
export function TextDemoPage() {
  const { content, csrfToken, contentEnv } = useLoaderData() as unknown as TextDemoPageData;
  const { page, categories, moreDemos } = content;
  const location = useLocation();
  const fromLink = (location.state as { from?: unknown } | null)?.from === true;

  // SPEC §2: opened with navigation state (a demo link) → straight to the demo.
  useEffect(() => {
    if (fromLink) document.getElementById("text-demo")?.scrollIntoView({ block: "start" });
  }, [fromLink, location.key]);

  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} image={page.bannerImage} contentEnv={contentEnv} />
      <section id="text-demo" className={`container section ${styles.demoSection}`} aria-label="Text to speech demo" tabIndex={-1}>
        <TextDemo categories={categories} csrfToken={csrfToken} />
      </section>
      {page.features?.length ? (
        <section className="container section" aria-labelledby="text-features">
          <h2 id="text-features" className={styles.sectionTitle}>
            Features
          </h2>
          <ul className={styles.features}>
            {page.features.map((feature) => (
              <li key={feature._key} className={styles.feature}>
                {feature.image ? <SanityImage image={feature.image} env={contentEnv} width={64} className={styles.featureIcon} /> : null}
                <h3>{feature.title}</h3>
                <p>{feature.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.sampleDemos?.length ? (
        <section className="container section" aria-labelledby="text-samples">
          <h2 id="text-samples" className={styles.sectionTitle}>
            Sample demos
          </h2>
          <ul className={styles.samples}>
            {page.sampleDemos.map((demo) => (
              <li key={demo._key}>
                <DemoCard demo={demo as unknown as DemoCardContent} env={contentEnv} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {moreDemos.length ? (
        <section className="container section" aria-labelledby="text-more">
          <h2 id="text-more" className={styles.sectionTitle}>
            More Demos
          </h2>
          <ul className={styles.more}>
            {moreDemos.map((medium) => (
              <li key={medium._id}>
                <Link to={medium.route ?? "/demos/alldemos"} state={{ from: true }} className={styles.moreLink}>
                  {medium.image ? <SanityImage image={medium.image} env={contentEnv} width={96}  className={styles.moreImage} /> : null}
                  <span>{medium.name ?? medium.mediumTitle}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
