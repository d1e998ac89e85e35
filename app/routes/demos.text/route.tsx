import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TextDemoPage } from "~/components/demos/text/TextDemoPage";
import { pageMetaTags } from "~/seo/meta";
import type { loader } from "./data.server";

/** JavaScript off, the demo form posts to the action (with JavaScript the page calls POST /api/demos/textdemo). */
export { action, headers, loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  // The banner picture is the page's share image.
  pageMetaTags(matches, data ? { ...data.meta, image: data.content.page.bannerImage } : null);

export default function TextDemoRoute() {
  return <TextDemoPage content={useLoaderData<typeof loader>().content} />;
}
