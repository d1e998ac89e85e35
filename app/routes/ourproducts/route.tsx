import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ProductsPage } from "~/components/products/ProductsPage";
import { pageMetaTags } from "~/seo/meta";
import type { loader } from "./data.server";

export { loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(matches, data ? { title: data.meta.title, description: data.meta.description, image: data.products[0]?.image } : null);

export default function ProductsRoute() {
  return <ProductsPage {...useLoaderData<typeof loader>()} />;
}
