import { useI18n } from "~/components/i18n/i18n";
import { Link } from "~/components/i18n/Link";
import { SanityImage } from "~/components/ui/SanityImage";
import type { SanityImageValue } from "~/content/image";
import styles from "./DemoSections.module.css";

export { styles as demoStyles };

export interface DemoFeature {
  _key: string;
  title: string | null;
  description: string | null;
  image: SanityImageValue | null;
}

/**
 * The feature cards of a demo page. With a heading the section is titled by it and each card is an
 * h3; the voice page has no section title (SPEC), so its cards are h2 under a labelled region.
 */
export function DemoFeatures({ id, heading, features }: { id: string; heading?: string; features: DemoFeature[] | null | undefined }) {
  const { t } = useI18n();
  if (!features?.length) return null;
  const Title = heading ? "h3" : "h2";
  return (
    <section className="container section" {...(heading ? { "aria-labelledby": id } : { "aria-label": t("Features") })}>
      {heading ? (
        <h2 id={id} className={styles.sectionTitle}>
          {heading}
        </h2>
      ) : null}
      <ul className={styles.grid}>
        {features.map((feature) => (
          <li key={feature._key} className={styles.feature}>
            {feature.image ? <SanityImage image={feature.image} width={64} className={styles.featureIcon} /> : null}
            <Title>{feature.title}</Title>
            <p>{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface MoreDemo {
  _id: string;
  mediumTitle: string | null;
  name: string | null;
  route: string | null;
  image: SanityImageValue | null;
}

/**
 * Links to the other demos (the mediums' routes), opened with navigation state so the target page
 * scrolls to its demo. `label` picks the medium's field shown: the voice page names them by medium
 * ("Text", "Images", SPEC §2), the others by card name ("Text Demo").
 */
export function MoreDemos({
  id,
  heading,
  demos,
  label = "name",
}: {
  id: string;
  heading: string | null | undefined;
  demos: MoreDemo[];
  label?: "name" | "mediumTitle";
}) {
  const { t, tm } = useI18n();
  if (!demos.length) return null;
  return (
    <section className="container section" aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {heading ?? t("More Demos")}
      </h2>
      <ul className={styles.grid}>
        {demos.map((medium) => (
          <li key={medium._id}>
            <Link to={medium.route ?? "/demos/alldemos"} state={{ from: true }} className={styles.moreLink}>
              {medium.image ? <SanityImage image={medium.image} width={96} className={styles.moreImage} /> : null}
              {/* The medium's title is one of the Studio's fixed values (Voice, Images…), shown in the page's language. */}
              <span>{label === "name" ? (medium.name ?? tm(medium.mediumTitle ?? "")) : medium.mediumTitle ? tm(medium.mediumTitle) : medium.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
