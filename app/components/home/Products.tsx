import { Link } from "~/components/i18n/Link";
import { useI18n } from "~/components/i18n/i18n";
import { SanityImage } from "~/components/ui/SanityImage";
import type { HomePageContent, Product } from "./types";
import styles from "./sections.module.css";

/** Our Products (SPEC §2): five cards linking to /ourproducts with the product title in state. */
export function Products({ page, products }: { page: HomePageContent; products: Product[] }) {
  const { t } = useI18n();
  return (
    <section className={`section ${styles.alt}`} aria-labelledby="products-heading">
      <div className="container">
        <h2 id="products-heading">{page.productsHeading}</h2>
        <ul className={styles.grid3} data-testid="products">
          {products.map((product) => (
            <li key={product._id} className={`${styles.card} ${styles.product}`}>
              <SanityImage image={product.image} width={400} height={280} className={styles.cover} />
              <h3 className={styles.cardTitle}>
                <Link to="/ourproducts" state={{ to: product.title }} className={styles.cardLink}>
                  {product.title}
                </Link>
              </h3>
              <p>{product.summary}</p>
              {product.knowMore ? (
                <Link to="/" state={{ to: "top" }} className={styles.more}>
                  {t("Know More")}
                  <span className="visually-hidden">{` ${t("about {product}", { product: product.title })}`}</span>
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
