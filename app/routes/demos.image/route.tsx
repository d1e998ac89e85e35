import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FoodDemoPage } from "~/components/demos/food/FoodDemoPage";
import { pageMetaTags } from "~/seo/meta";
import type { action, loader } from "./data.server";

/** JavaScript off, the photo, sample and correction forms post to the action (with JavaScript the page calls the APIs). */
export { action, headers, loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  // The banner picture is the page's share image.
  pageMetaTags(matches, data ? { ...data.meta, image: data.content.page.bannerImage } : null);

export default function FoodDemoRoute() {
  const { content, foods } = useLoaderData<typeof loader>();
  return <FoodDemoPage content={content} foods={foods} outcome={useActionData<typeof action>()} />;
}
