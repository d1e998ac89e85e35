import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SanityImage } from "~/components/ui/SanityImage";
import { pageMetaTags } from "~/seo/meta";
import styles from "~/components/pages/pages.module.css";
import type { loader } from "./data.server";

export { loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(matches, data ? { title: data.page.title, description: data.description } : null);

/** SPEC.md: an image only. Its alt text carries the message for screen readers. */
export default function ComingSoonPage() {
  const { page } = useLoaderData<typeof loader>();
  if (!page.image) return null;
  return (
    <div className={`container ${styles.comingSoon}`}>
      <h1 className="visually-hidden">{page.title}</h1>
      <SanityImage image={page.image} width={720} loading="eager" fetchPriority="high" />
    </div>
  );
}
