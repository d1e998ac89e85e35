import { useI18n } from "~/components/i18n/i18n";
import { Carousel } from "~/components/ui/Carousel";
import { SanityImage } from "~/components/ui/SanityImage";
import type { HomePageContent, Testimonial } from "./types";
import styles from "./sections.module.css";

/** SPEC §9: 3 slides, one every 2000 ms. */
const TESTIMONIAL_INTERVAL_MS = 2000;

function Quote({ item }: { item: Testimonial }) {
  return (
    <figure className={styles.quote}>
      <blockquote>
        <p>{item.text}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <SanityImage image={item.avatar} width={56} height={56} className={styles.avatar} />
        <span>
          <span className={styles.personName}>{item.name}</span>
          <span className={styles.personRole}>
            {item.designation}, {item.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Customer testimonials carousel and the partner executives' testimonials (SPEC §2). */
export function Testimonials({ page, testimonials, partners }: { page: HomePageContent; testimonials: Testimonial[]; partners: Testimonial[] }) {
  const { t } = useI18n();
  return (
    <section className="section" aria-labelledby="testimonials-heading">
      <div className="container">
        <h2 id="testimonials-heading">{page.testimonialsHeading}</h2>
        <Carousel
          label={t("Client testimonials")}
          testId="testimonials-carousel"
          intervalMs={TESTIMONIAL_INTERVAL_MS}
          dots
          arrows
          slides={testimonials.map((item) => (
            <Quote key={item._id} item={item} />
          ))}
        />
        <h3 className={styles.partnersHeading} id="partners-heading">
          {page.partnerTestimonialsHeading}
        </h3>
        <ul className={styles.grid3} aria-labelledby="partners-heading" data-testid="partner-testimonials">
          {partners.map((item) => (
            <li key={item._id}>
              <Quote item={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
