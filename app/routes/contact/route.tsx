import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/i18n/Link";
import { useI18n } from "~/components/i18n/i18n";
import { PageHero } from "~/components/layout/PageHero";
import { pageMetaTags } from "~/seo/meta";
import styles from "~/components/pages/pages.module.css";
import type { loader } from "./data.server";
import { latinLang } from "~/components/i18n/latin";

export { loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(matches, data ? { title: data.page.title, description: data.description } : null);

/**
 * Contact details: SPEC.md says this page has no form (the form lives on the home page), so the
 * page leads to it (issue 45: "Schedule a Demo" lands here, and was a dead end).
 */
export default function ContactPage() {
  const { page, settings } = useLoaderData<typeof loader>();
  const { t, language } = useI18n();
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} />
      <section className="container section" aria-label={t("Contact details")}>
        <dl className={styles.contactList}>
          <div className={styles.card}>
            <dt>{t("E-mail")}</dt>
            <dd>
              <a href={`mailto:${settings.contactEmail}`} className="tap-link">
                {settings.contactEmail}
              </a>
            </dd>
          </div>
          <div className={styles.card}>
            <dt>{t("Phone")}</dt>
            <dd>
              <a href={`tel:${(settings.phone ?? "").replace(/[^+\d]/g, "")}`} className="tap-link">
                {settings.phone}
              </a>
            </dd>
          </div>
          <div className={styles.card}>
            <dt>{t("Office")}</dt>
            <dd>
              <address lang={latinLang(settings.address, language)}>{settings.address}</address>
            </dd>
            {settings.mapUrl ? (
              <dd className={styles.cardAction}>
                <a href={settings.mapUrl} className="button button-outline" rel="noopener noreferrer" target="_blank">
                  {settings.mapLabel ?? t("VIEW MAP")}
                  <span className="visually-hidden"> {t("(opens the office location in a new tab)")}</span>
                </a>
              </dd>
            ) : null}
          </div>
        </dl>
      </section>
      <section className={`container ${styles.enquiry}`} aria-labelledby="contact-enquiry-heading">
        <h2 id="contact-enquiry-heading">{t("Send us an enquiry")}</h2>
        <p>
          {t("Tell us what you want to automate: the enquiry form asks for your name, business e-mail, phone and company, and our sales team writes back.")}
        </p>
        <Link to="/#contact-us" className="button" data-testid="contact-enquiry-link">
          {t("Open the enquiry form")}
        </Link>
      </section>
    </>
  );
}
