import { useI18n } from "~/components/i18n/i18n";
import { AudioButton, AudioElement } from "~/components/ui/AudioButton";
import { usePlayback } from "~/components/ui/audio-playback";
import { SanityImage } from "~/components/ui/SanityImage";
import { fileUrl } from "~/content/image";
import type { IndustryContent } from "./types";
import styles from "./IndustryBanner.module.css";
import { useContentEnv } from "~/components/request-context";

/**
 * The page banner (SPEC §2, §4 "Audio banner button"): h1, descriptive text, the banner audio's
 * play/pause toggle (single-audio rule, rewinds at the end) and the banner image, which is the
 * page's LCP element: eager, high priority, with its intrinsic size so nothing shifts.
 */
export function IndustryBanner({ industry }: { industry: IndustryContent }) {
  const { t } = useI18n();
  const env = useContentEnv();
  const src = fileUrl(env, industry.bannerAudio);
  const playback = usePlayback(src);
  return (
    <section className={`page-hero ${styles.banner}`} aria-labelledby="industry-heading" data-testid="industry-banner">
      <div className={`container ${styles.layout}`}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{industry.tabLabel}</p>
          <h1 id="industry-heading">{industry.bannerHeading}</h1>
          <p>{industry.bannerText}</p>
          {src ? (
            <div className={styles.audio}>
              <AudioButton playback={playback} label={t("the {industry} sample call", { industry: industry.tabLabel })} className={styles.play} />
              <AudioElement playback={playback} src={src} />
            </div>
          ) : null}
        </div>
        <SanityImage
          image={industry.bannerImage}
          width={480}
          height={320}
          sizes="(max-width: 899px) calc(100vw - 2rem), 480px"
          loading="eager"
          fetchPriority="high"
          className={styles.image}
        />
      </div>
    </section>
  );
}
