import { SanityImage } from "~/components/ui/SanityImage";
import type { HomePageContent } from "./types";
import styles from "./sections.module.css";

/** The 'Why' grid (SPEC §2): eight feature cards. */
export function WhyGrid({ page }: { page: HomePageContent }) {
  return (
    <section className={`section ${styles.alt}`} aria-labelledby="why-heading">
      <div className="container">
        <h2 id="why-heading">{page.whyHeading}</h2>
        <ul className={styles.grid4} data-testid="why-grid">
          {page.whyCards.map((card) => (
            <li key={card._key} className={`${styles.card} ${styles.feature}`}>
              <SanityImage image={card.image} width={64} height={64} className={styles.icon} />
              <h3 className={styles.cardTitle}>{card.title}</h3>
              <p>{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
