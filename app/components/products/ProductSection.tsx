import { useI18n } from "~/components/i18n/i18n";
import { Link } from "~/components/i18n/Link";
import { CaptionedVideo } from "~/components/ui/CaptionedVideo";
import { ExternalLink } from "~/components/ui/ExternalLink";
import { SanityImage } from "~/components/ui/SanityImage";
import { imageUrl } from "~/components/home/image-url";
import { fileUrl } from "~/content/image";
import type { ProductEntry } from "./types";
import styles from "./ProductsPage.module.css";
import { useContentEnv } from "~/components/request-context";

/**
 * One product of /ourproducts: heading (the scroll target, focusable by script), summary, bullet
 * points, its video (or its image), and the actions SPEC §2 gives it.
 */
export function ProductSection({ product }: { product: ProductEntry }) {
  const { t } = useI18n();
  const env = useContentEnv();
  const headingId = `${product.slug}-heading`;
  const hasVideo = fileUrl(env, product.video) !== null;
  return (
    <section id={product.slug} className={styles.product} aria-labelledby={headingId} data-testid="product">
      <div className={styles.text}>
        <h2 id={headingId} tabIndex={-1} data-product-heading className={styles.heading}>
          {product.title}
        </h2>
        <p className={styles.summary}>{product.summary}</p>
        <ul className={styles.bullets}>
          {product.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
        {product.websiteUrl || product.scheduleDemo ? (
          <p className={styles.actions}>
            {product.websiteUrl ? (
              <ExternalLink href={product.websiteUrl} className="button" hiddenSuffix={t("of {product}", { product: product.title })}>
                {t("Go To Website")}
              </ExternalLink>
            ) : null}
            {product.scheduleDemo ? (
              <Link to="/contact" state={{ to: "top" }} className="button button-outline">
                {t("Schedule a Demo")}
                <span className="visually-hidden"> {t("of {product}", { product: product.title })}</span>
              </Link>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className={styles.media}>
        {hasVideo ? (
          <CaptionedVideo
            video={product.video}
            captions={product.videoCaptions}
            captionsLanguage={product.videoCaptionsLanguage}
            poster={imageUrl(env, product.image, 960)}
            label={t("{product} video", { product: product.title })}
            width={960}
            height={540}
            testId="product-video"
          />
        ) : (
          <SanityImage image={product.image} width={560} sizes="(min-width: 900px) 560px, 100vw" className={styles.image} />
        )}
      </div>
    </section>
  );
}
