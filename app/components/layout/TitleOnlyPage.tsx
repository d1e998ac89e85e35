import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMetaTags } from "~/seo/meta";
import { PageHero } from "./PageHero";

interface TitleOnlyData {
  page: { heading: string | null; title: string | null; description: string | null };
}

/**
 * A route whose full content lands with its own feature: it shows its real heading from the
 * content dataset and nothing invented.
 */
export default function TitleOnlyPage() {
  const { page } = useLoaderData<TitleOnlyData>();
  return (
    <PageHero heading={page.heading ?? page.title} />
  );
}

export const titleOnlyMeta: MetaFunction = ({ data, matches }) =>
  pageMetaTags(matches, (data as TitleOnlyData | undefined)?.page);
