import { useI18n } from "~/components/i18n/i18n";
import { Link } from "~/components/i18n/Link";
import { SanityImage } from "~/components/ui/SanityImage";
import type { ExploreIndustry } from "./types";
import styles from "./ExploreIndustries.module.css";

/** 'Explore other Industries We Help': a card per other industry page, each one link. */
export function ExploreIndustries({ industries }: { industries: ExploreIndustry[] }) {
  const { t } = useI18n();
  if (industries.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="explore-heading">
      <div className="container">
        <h2 id="explore-heading">{t("Explore other Industries We Help")}</h2>
        <ul className={styles.grid} data-testid="explore-industries">
          {industries.map((item) => (
            <li key={item._id}>
              <Link to={`/${item.slug}`} prefetch="intent" className={styles.card}>
                {/* The card's text names the link; the icon adds nothing for a screen reader. */}
                <SanityImage
                  image={{ ...item.exploreCard.image, alt: "" }}
                  width={240}
                  height={160}
                  sizes="(max-width: 599px) calc(100vw - 2rem), 240px"
                  className={styles.image}
                />
                <span className={styles.text}>{item.exploreCard.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
