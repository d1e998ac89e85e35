import { useI18n } from "~/components/i18n/i18n";
import { PageHero } from "~/components/layout/PageHero";
import type { PageMeta } from "~/content/page-meta.server";
import { ProductSection } from "./ProductSection";
import { useProductScrollTarget } from "./scroll-target";
import type { ProductEntry } from "./types";
import styles from "./ProductsPage.module.css";

/**
 * /ourproducts (SPEC §2 "Our Products page"): the five products in the editor's order. A visit
 * with navigation state {to: <title>} or a #slug lands on that product.
 */
export function ProductsPage({ meta, products }: { meta: PageMeta; products: ProductEntry[] }) {
  const { t } = useI18n();
  useProductScrollTarget(products);
  return (
    <>
      <PageHero heading={meta.heading ?? meta.title} intro={meta.description}>
        {/* In-page links: the way to a product without JavaScript, and a quick overview with it. */}
        <nav aria-label={t("Products on this page")}>
          <ul className={styles.jump}>
            {products.map((product) => (
              <li key={product._id}>
                <a href={`#${product.slug}`}>{product.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <div className={`container ${styles.list}`}>
        {products.map((product) => (
          <ProductSection key={product._id} product={product} />
        ))}
      </div>
    </>
  );
}
