import { useI18n } from "~/components/i18n/i18n";
import { ExternalLink } from "~/components/ui/ExternalLink";
import type { MediaLink } from "./types";
import styles from "./AboutPage.module.css";
import { latinLang } from "~/components/i18n/latin";

const REGIONS = [
  { region: "India", heading: "Indian press" },
  { region: "International", heading: "International press" },
] as const;

/** Press coverage (SPEC §2 "Media links to Indian and international press"), grouped by region. */
export function MediaLinks({ heading, links }: { heading: string; links: MediaLink[] }) {
  const { t, language } = useI18n();
  return (
    <section className="container section" aria-labelledby="about-media">
      <h2 id="about-media">{heading}</h2>
      {REGIONS.map(({ region, heading: groupHeading }) => {
        const group = links.filter((link) => link.region === region);
        if (group.length === 0) return null;
        const id = `about-media-${region.toLowerCase()}`;
        return (
          <div key={region} className={styles.mediaGroup}>
            <h3 id={id}>{t(groupHeading)}</h3>
            <ul className={styles.mediaList} aria-labelledby={id} data-testid="media-links">
              {group.map((link) => (
                <li key={link._key} className={styles.mediaCard}>
                  <p className={styles.outlet} lang={latinLang(link.outlet, language)}>
                    {link.outlet}
                  </p>
                  <ExternalLink href={link.href} className={styles.mediaLink}>
                    {link.cardText}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
