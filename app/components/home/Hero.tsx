import { Link } from "~/components/i18n/Link";
import { navStateFor } from "~/components/layout/nav-link";
import type { HomePageContent } from "./types";
import styles from "./Hero.module.css";

/** The hero block (SPEC §1): the page's h1 and its call to action. */
export function Hero({ page }: { page: HomePageContent }) {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-heading">
      <div className="container">
        <h1 id="home-hero-heading" className={styles.heading}>
          {page.heroHeading}
        </h1>
        <p className={styles.text}>{page.heroText}</p>
        <Link className="button" to={page.heroCtaHref} state={navStateFor(page.heroCtaHref)}>
          {page.heroCtaLabel}
        </Link>
      </div>
    </section>
  );
}
