import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHero } from "~/components/layout/PageHero";
import { RichText } from "~/components/ui/RichText";
import { pageMetaTags } from "~/http/meta";
import type { LEGAL_PAGE_QUERYResult } from "~/sanity.types";

export const legalMeta: MetaFunction = ({ data, matches }) => {
  const d = data as { page: { title: string | null }; description: string | null } | undefined;
  return pageMetaTags(matches, d ? { title: d.page.title, description: d.description } : null);
};

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

/** Privacy policy and terms of use: static legal text edited as Portable Text. */
export default function LegalPage() {
  const { page } = useLoaderData<{ page: NonNullable<LEGAL_PAGE_QUERYResult> }>();
  return (
    <>
      <PageHero
        heading={page.title}
        intro={page.updatedAt ? `Last updated ${dateFormat.format(new Date(page.updatedAt))}` : null}
      />
      <article className="container section prose">
        <RichText value={page.body} />
      </article>
    </>
  );
}
