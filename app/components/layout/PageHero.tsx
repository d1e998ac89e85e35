import type { ReactNode } from "react";
import { SanityImage, type SanityImageProps } from "~/components/ui/SanityImage";
import styles from "./PageHero.module.css";

interface PageHeroProps {
  heading: string | null;
  intro?: string | null;
  /** An illustration beside the text (above the fold, so loaded eagerly). */
  image?: SanityImageProps["image"] | null;
  children?: ReactNode;
}

/** The banner that opens a content page: its h1, an intro line, an optional illustration and actions. */
export function PageHero({ heading, intro, image, children }: PageHeroProps) {
  const illustration = image ? <SanityImage image={image} width={520} loading="eager" className={styles.heroImage} /> : null;
  return (
    <section className="page-hero">
      <div className={illustration ? `container ${styles.split}` : "container"}>
        <div>
          <h1>{heading}</h1>
          {intro ? <p>{intro}</p> : null}
          {children}
        </div>
        {illustration}
      </div>
    </section>
  );
}
