import { Link } from "~/components/i18n/Link";
import { useI18n } from "~/components/i18n/i18n";
import { navStateFor } from "~/components/layout/nav-link";
import { Carousel } from "~/components/ui/Carousel";
import { imageSrcSet, imageUrl } from "./image-url";
import type { Banner } from "./types";
import styles from "./BannerCarousel.module.css";
import { useContentEnv } from "~/components/request-context";

/** SPEC §9: 4 banners, 5000 ms, image variants switched at 500 and 768 px. */
const BANNER_INTERVAL_MS = 5000;
const PHONE_MAX = 500;
const TABLET_MAX = 768;

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const env = useContentEnv();
  // Only the first banner is above the fold on load: eager and high priority; the rest wait.
  const priority = first ? ({ fetchpriority: "high" } as Record<string, string>) : {};
  return (
    <div className={styles.slide}>
      <picture>
        <source media={`(max-width: ${PHONE_MAX}px)`} srcSet={imageSrcSet(env, banner.imagePhone, PHONE_MAX)} />
        <source media={`(max-width: ${TABLET_MAX}px)`} srcSet={imageSrcSet(env, banner.imageTablet, TABLET_MAX)} />
        <img
          className={styles.image}
          src={imageUrl(env, banner.imageDesktop, 1440)}
          srcSet={imageSrcSet(env, banner.imageDesktop, 1440)}
          alt={banner.imageDesktop.alt}
          width={1440}
          height={560}
          loading={first ? "eager" : "lazy"}
          decoding={first ? "sync" : "async"}
          {...priority}
        />
      </picture>
      <div className={styles.caption}>
        <p className={styles.title}>{banner.title}</p>
        {banner.subtitle ? <p className={styles.subtitle}>{banner.subtitle}</p> : null}
        <Link className="button" to={banner.buttonHref} state={navStateFor(banner.buttonHref)}>
          {banner.buttonText}
        </Link>
      </div>
    </div>
  );
}

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useI18n();
  return (
    <div className={`container ${styles.wrap}`}>
      <Carousel
        label={t("Highlights")}
        testId="banner-carousel"
        intervalMs={BANNER_INTERVAL_MS}
        dots
        slides={banners.map((banner, i) => (
          <BannerSlide key={banner._id} banner={banner} first={i === 0} />
        ))}
      />
    </div>
  );
}
