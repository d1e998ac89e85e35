import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMetaTags } from "~/http/meta";

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
    <section className="page-hero">
      <div className="container">
        <h1>{page.heading ?? page.title}</h1>
      </div>
    </section>
  );
}

export const titleOnlyMeta: MetaFunction = ({ data, matches }) =>
  pageMetaTags(matches, (data as TitleOnlyData | undefined)?.page);
