import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AboutPage } from "~/components/about/AboutPage";
import { pageMetaTags } from "~/seo/meta";
import type { loader } from "./data.server";

export { loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(matches, data ? { title: data.meta.title, description: data.meta.description, image: data.page.bannerImage } : null);

export default function AboutRoute() {
  return <AboutPage page={useLoaderData<typeof loader>().page} />;
}
