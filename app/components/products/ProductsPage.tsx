import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/layout/PageHero";
import type { loader as rootLoader } from "~/root";
import { ProductSection } from "./ProductSection";
import { useProductScrollTarget } from "./scroll-target";
import type { ProductEntry } from "./types";
import styles from "./ProductsPage.module.css";

interface ProductsPageData {
  meta: { heading: string | null; title: string | null; description: string | null };
  products: ProductEntry[];
}

/**
 * /ourproducts (SPEC §2 "Our Products page"): the five products in the editor's order. A visit
 * with navigation state {to: <title>} or a #slug lands on that product.
 */
export function ProductsPage() {
  const { meta, products } = useLoaderData() as unknown as ProductsPageData;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  useProductScrollTarget(products);
  if (!root) return null;
  return (
    <>
      <PageHero heading={meta.heading ?? meta.title} intro={meta.description}>
        {/* In-page links: the way to a product without JavaScript, and a quick overview with it. */}
        <nav aria-label="Products on this page">
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
