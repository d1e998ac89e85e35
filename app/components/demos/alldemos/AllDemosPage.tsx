import type { SerializeFrom } from "@remix-run/node";
import { Form, useSearchParams } from "@remix-run/react";
import { useI18n } from "~/components/i18n/i18n";
import { PageHero } from "~/components/layout/PageHero";
import { DemoCard } from "~/components/ui/DemoCard";
import { DemoGrid } from "~/components/ui/DemoGrid";
import type { PageMeta } from "~/content/page-meta.server";
import type { ALL_DEMOS_QUERYResult } from "~/sanity.types";
import { MEDIUMS, filterDemos, parseFilters, type Filters } from "./filters";
import styles from "./AllDemos.module.css";

/** As the page receives it from its loader (JSON). */
export interface AllDemosPageData {
  content: SerializeFrom<ALL_DEMOS_QUERYResult>;
  meta: PageMeta;
}

/**
 * One filter as a group of toggle buttons. Each group is a GET form carrying the other filter, so
 * the choice lands in the URL (?industry=…&medium=…) with JavaScript on or off.
 */
function FilterGroup(props: { label: string; name: keyof Filters; options: { value: string; label: string }[]; filters: Filters }) {
  const { label, name, options, filters } = props;
  const other: keyof Filters = name === "industry" ? "medium" : "industry";
  return (
    // The named group is a div: a <form> may not take role="group" (ARIA in HTML).
    <Form method="get" preventScrollReset replace>
      <div className={styles.group} role="group" aria-label={label}>
        <span className={styles.groupLabel} aria-hidden="true">
          {label}
        </span>
        {filters[other] !== "all" ? <input type="hidden" name={other} value={filters[other]} /> : null}
        {options.map((option) => (
          <button key={option.value} type="submit" name={name} value={option.value} aria-pressed={filters[name] === option.value} className={styles.toggle}>
            {option.label}
          </button>
        ))}
      </div>
    </Form>
  );
}

/** /demos/alldemos (SPEC §2 "All Demos page"): industry and medium filters over the 17 demo cards. */
export function AllDemosPage({ content, meta }: AllDemosPageData) {
  const { t } = useI18n();
  const [search] = useSearchParams();
  const filters = parseFilters(
    search,
    content.industries.map((i) => i.slug),
  );
  const demos = filterDemos(content.demos, filters);
  // The values stay English (the URL's ?industry=…&medium=…); only the labels are in the page's language.
  const industryOptions = [{ value: "all", label: t("All") }, ...content.industries.map((i) => ({ value: i.slug, label: i.demoFilterLabel }))];
  const mediumOptions = [{ value: "all", label: t("All") }, ...MEDIUMS.map((m) => ({ value: m.toLowerCase(), label: t(m) }))];

  return (
    <>
      <PageHero heading={meta.heading ?? meta.title} intro={meta.description} />
      <section className="container section" aria-labelledby="alldemos-filters">
        <h2 id="alldemos-filters" className="visually-hidden">
          {t("Filter the demos")}
        </h2>
        <div className={styles.filters}>
          <FilterGroup label={t("Industry")} name="industry" options={industryOptions} filters={filters} />
          <FilterGroup label={t("Medium")} name="medium" options={mediumOptions} filters={filters} />
        </div>
        <p role="status" className={styles.count} data-testid="demo-count">
          {demos.length === 1 ? t("1 demo") : t("{count} demos", { count: demos.length })}
        </p>
        {demos.length ? (
          <DemoGrid count={demos.length} testId="demo-grid">
            {demos.map((demo) => (
              <li key={demo._id}>
                <DemoCard demo={demo} />
              </li>
            ))}
          </DemoGrid>
        ) : (
          <p className={styles.empty} data-testid="demo-empty">
            {t("No demos match these filters yet. Choose another industry or medium.")}
          </p>
        )}
      </section>
    </>
  );
}
