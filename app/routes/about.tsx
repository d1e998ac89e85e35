import { json, type MetaFunction } from "@remix-run/node";
import { loadAboutPage } from "~/components/about/about.server";
import { AboutPage } from "~/components/about/AboutPage";
import { pageMetaTags } from "~/http/meta";

export async function loader() {
  return json(await loadAboutPage());
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(matches, data ? { title: data.meta.title, description: data.meta.description, image: data.page.bannerImage } : null);

export default AboutPage;
