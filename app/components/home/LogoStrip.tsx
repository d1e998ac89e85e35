import { Carousel } from "~/components/ui/Carousel";
import { SanityImage } from "~/components/ui/SanityImage";
import type { HomePageContent } from "./types";
import styles from "./LogoStrip.module.css";

/** SPEC §9: autoplay with no delay, one slide every 3200 ms, looping; slides per view by width. */
export const LOGO_SPEED_MS = 3200;
export const LOGO_BREAKPOINTS: [minWidth: number, perView: number][] = [
  [280, 1],
  [425, 2],
  [768, 4],
  [1024, 5],
  [1440, 6],
];

export function LogoStrip({ page }: { page: HomePageContent }) {
  const breakpoints = Object.fromEntries(
    LOGO_BREAKPOINTS.map(([width, perView]) => [`(min-width: ${width}px)`, { slides: { perView } }]),
  );
  return (
    <section className="container section" aria-labelledby="logos-heading">
      <h2 id="logos-heading">{page.logoStripHeading}</h2>
      <Carousel
        label="Customer logos"
        testId="logo-strip"
        className={styles.strip}
        slideClassName={styles.slide}
        hideInactive={false}
        motion={{ kind: "marquee", speedMs: LOGO_SPEED_MS }}
        options={{ slides: { perView: 1 }, breakpoints, drag: false }}
        slides={page.logos.map((logo) => (
          <div key={logo._key} className={styles.logo}>
            <SanityImage image={logo.logo} width={198} height={60} />
          </div>
        ))}
      />
    </section>
  );
}
