import { vercelStegaClean } from "@vercel/stega";
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useI18n } from "~/components/i18n/i18n";
import { PageHero } from "~/components/layout/PageHero";
import { pageMetaTags } from "~/seo/meta";
import styles from "~/components/pages/pages.module.css";
import type { loader } from "./data.server";
import { latinLang } from "~/components/i18n/latin";

export { loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(matches, data ? { title: data.page.title, description: data.description } : null);

/** Open positions; Apply Now opens an e-mail to the careers inbox (docs/decisions/0003-apply-now.md). */
export default function CareersPage() {
  const { t, tm, language } = useI18n();
  const { page, careers, careersEmail } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <section className="container section" aria-labelledby="positions">
        <h2 id="positions" className={styles.sectionTitle}>
          {t("Open positions")}
        </h2>
        <ul className={styles.cardGrid}>
          {careers.map((career) => (
            <li key={career._id} className={styles.card}>
              <h3 lang={latinLang(career.position, language)}>{career.position}</h3>
              <p className={styles.meta}>{[career.location, career.employmentType ? tm(career.employmentType) : null].filter(Boolean).join(" · ")}</p>
              <p>{career.description}</p>
              <p className={styles.cardAction}>
                <a
                  className="button"
                  href={`mailto:${careersEmail ?? ""}?subject=${encodeURIComponent(`Application: ${vercelStegaClean(career.position ?? "")}`)}`}
                >
                  {t("Apply Now")}
                  <span className="visually-hidden" lang={latinLang(t("for {position}", { position: career.position }), language)}>
                    {" "}
                    {t("for {position}", { position: career.position })}
                  </span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
