import { useActionData, useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/layout/PageHero";
import type { PageMeta } from "~/content/page-meta.server";
import type { IMAGE_DEMO_QUERYResult } from "~/sanity.types";
import { DemoFeatures, MoreDemos } from "../shared/DemoSections";
import { PhotoDemo, type SamplePhoto, type ServerOutcome } from "./PhotoDemo";
import styles from "./ImageDemo.module.css";

type Content = Omit<IMAGE_DEMO_QUERYResult, "page"> & { page: NonNullable<IMAGE_DEMO_QUERYResult["page"]> };

export interface ImageDemoPageData {
  content: Content;
  meta: PageMeta;
  foods: string[];
  csrfToken: string;
}

/** /demos/image (SPEC §2 "Image demo page"): hero, the demo with its samples, the note, known foods, features, other demos. */
export function ImageDemoPage() {
  const { content, foods, csrfToken } = useLoaderData() as unknown as ImageDemoPageData;
  const outcome = useActionData() as ServerOutcome | undefined;
  const { page, photos, moreDemos } = content;

  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} image={page.bannerImage} />
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
      <DemoFeatures id="image-features" heading="Features" features={page.features} />
      <MoreDemos id="image-more" heading="More Demos" demos={moreDemos} />
    </>
  );
}
