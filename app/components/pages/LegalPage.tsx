import type { SerializeFrom } from "@remix-run/node";
import { useMemo } from "react";
import { useI18n } from "~/components/i18n/i18n";
import { PageHero } from "~/components/layout/PageHero";
import { RichText } from "~/components/ui/RichText";
import type { LEGAL_PAGE_QUERYResult } from "~/sanity.types";

/** Privacy policy and terms of use: static legal text edited as Portable Text. */
export function LegalPage({ page }: { page: SerializeFrom<NonNullable<LEGAL_PAGE_QUERYResult>> }) {
  const { t, locale } = useI18n();
  // The date in the page's language: "12 August 2025" (en-IN), "12 अगस्त 2025" (hi-IN).
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "Asia/Kolkata" }), [locale]);
  return (
    <>
      <PageHero heading={page.title} intro={page.updatedAt ? t("Last updated {date}", { date: dateFormat.format(new Date(page.updatedAt)) }) : null} />
      <article className="container section prose">
        <RichText value={page.body} />
      </article>
    </>
  );
}
