import { json, type MetaFunction } from "@remix-run/node";
import { loadProductsPage } from "~/components/products/products.server";
import { ProductsPage } from "~/components/products/ProductsPage";
import { pageMetaTags } from "~/http/meta";

export async function loader() {
  return json(await loadProductsPage());
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(
    matches,
    data ? { title: data.meta.title, description: data.meta.description, image: data.products[0]?.image } : null,
  );

export default ProductsPage;
