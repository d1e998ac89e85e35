import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/layout/PageHero";
import { SanityImage } from "~/components/ui/SanityImage";
import type { ContentEnv } from "~/content/image";
import type { PageMeta } from "~/content/page-meta.server";
import type { IMAGE_DEMO_QUERYResult } from "~/sanity.types";
import { PhotoDemo, type SamplePhoto, type ServerOutcome } from "./PhotoDemo";
import styles from "./ImageDemo.module.css";

type Content = Omit<IMAGE_DEMO_QUERYResult, "page"> & { page: NonNullable<IMAGE_DEMO_QUERYResult["page"]> };

export interface ImageDemoPageData {
  content: Content;
  meta: PageMeta;
  foods: string[];
  csrfToken: string;
  contentEnv: ContentEnv;
}

/** /demos/image (SPEC §2 "Image demo page"): hero, the demo with its samples, the note, known foods, features, other demos. */
export function ImageDemoPage() {
  const { content, foods, csrfToken, contentEnv } = useLoaderData() as unknown as ImageDemoPageData;
  const outcome = useActionData() as ServerOutcome | undefined;
  const { page, photos, moreDemos } = content;

  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} image={page.bannerImage} contentEnv={contentEnv} />
      <section id="image-demo" className="container section" aria-label="Food photo recognition demo" tabIndex={-1}>
        <PhotoDemo
          // a new server answer (JavaScript off) starts a fresh demo state
          key={JSON.stringify(outcome ?? null)}
          previewPlaceholder={page.previewPlaceholder}
          resultPlaceholder={page.resultPlaceholder}
          samplesHeading={page.samplesHeading}
          photos={photos as SamplePhoto[]}
          foods={foods}
          csrfToken={csrfToken}
          env={contentEnv}
          outcome={outcome}
        />
        <p className={styles.note} data-testid="single-item-note">
          {page.note}
        </p>
        {foods.length ? (
          <details className={styles.foods}>
            <summary>Foods the model knows ({foods.length})</summary>
            <ul data-testid="known-foods">
              {foods.map((food) => (
                <li key={food}>{food}</li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>
      {page.features?.length ? (
        <section className="container section" aria-labelledby="image-features">
          <h2 id="image-features" className={styles.sectionTitle}>
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
      {moreDemos.length ? (
        <section className="container section" aria-labelledby="image-more">
          <h2 id="image-more" className={styles.sectionTitle}>
            More Demos
          </h2>
          <ul className={styles.more}>
            {moreDemos.map((medium) => (
              <li key={medium._id}>
                <Link to={medium.route ?? "/demos/alldemos"} state={{ from: true }} className={styles.moreLink}>
                  {medium.image ? <SanityImage image={medium.image} env={contentEnv} width={96} className={styles.moreImage} /> : null}
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
