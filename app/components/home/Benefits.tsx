import { SanityImage } from "~/components/ui/SanityImage";
import type { HomePageContent } from "./types";
import styles from "./sections.module.css";

/** 'We Help You Transform the Digital Journey' (SPEC §1): the three benefit statements. */
export function Benefits({ page }: { page: HomePageContent }) {
  return (
    <section className="container section" aria-labelledby="benefits-heading">
      <h2 id="benefits-heading">{page.benefitsHeading}</h2>
      <ul className={styles.grid3} data-testid="benefits">
        {page.benefits.map((benefit) => (
          <li key={benefit._key} className={styles.benefit}>
            <SanityImage image={benefit.image} width={96} height={96} className={styles.icon} />
            <p>{benefit.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
