import { useI18n } from "~/components/i18n/i18n";
import { Marquee } from "~/components/ui/Marquee";
import { SanityImage } from "~/components/ui/SanityImage";
import type { HomePageContent } from "./types";
import styles from "./LogoStrip.module.css";

/** SPEC §9: autoplay with no delay, one logo every 3200 ms, looping; logos per view by width (the CSS). */
const LOGO_SPEED_MS = 3200;

export function LogoStrip({ page }: { page: HomePageContent }) {
  const { t } = useI18n();
  return (
    <section className="container section" aria-labelledby="logos-heading">
      <h2 id="logos-heading">{page.logoStripHeading}</h2>
      <Marquee
        label={t("Customer logos")}
        testId="logo-strip"
        className={styles.strip}
        stepMs={LOGO_SPEED_MS}
        items={page.logos.map((logo) => (
          <div key={logo._key} className={styles.logo}>
            <SanityImage image={logo.logo} width={198} height={60} />
          </div>
        ))}
      />
    </section>
  );
}
