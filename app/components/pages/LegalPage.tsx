import type { SerializeFrom } from "@remix-run/node";
import { PageHero } from "~/components/layout/PageHero";
import { RichText } from "~/components/ui/RichText";
import type { LEGAL_PAGE_QUERYResult } from "~/sanity.types";

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" });

/** Privacy policy and terms of use: static legal text edited as Portable Text. */
export function LegalPage({ page }: { page: SerializeFrom<NonNullable<LEGAL_PAGE_QUERYResult>> }) {
  return (
    <>
      <PageHero heading={page.title} intro={page.updatedAt ? `Last updated ${dateFormat.format(new Date(page.updatedAt))}` : null} />
      <article className="container section prose">
        <RichText value={page.body} />
      </article>
    </>
  );
}
