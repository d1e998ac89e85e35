import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { VoiceDemoPage } from "~/components/demos/voice/VoiceDemoPage";
import { pageMetaTags } from "~/seo/meta";
import type { action, loader } from "./data.server";

/** JavaScript off, the WAV file form and the feedback form post to the action (with JavaScript the page calls /api/demos/*). */
export { action, headers, loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  // The banner picture is the page's share image.
  pageMetaTags(matches, data ? { ...data.meta, image: data.content.page.bannerImage } : null);

export default function VoiceDemoRoute() {
  return <VoiceDemoPage {...useLoaderData<typeof loader>()} variant="current" formAction="/demos/voice?index" actionData={useActionData<typeof action>()} />;
}
