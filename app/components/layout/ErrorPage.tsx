import { Link } from "~/components/i18n/Link";
import { useI18n } from "~/components/i18n/i18n";
import type { MessageKey } from "~/i18n/messages";
import styles from "./ErrorPage.module.css";

const COPY: Record<number, { title: MessageKey; text: MessageKey }> = {
  404: {
    title: "Page not found",
    text: "The page you were looking for has moved or never existed. The links below lead to the most visited parts of the site.",
  },
  503: {
    title: "Temporarily unavailable",
    text: "This part of the site cannot be reached for a moment. Please try again in a minute; the rest of the site is still open.",
  },
  500: {
    title: "Something went wrong",
    text: "We could not complete this request. Please try again in a moment; if it keeps happening, let us know through the contact page.",
  },
};

export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const { t, tm } = useI18n();
  const known = COPY[status];
  // Another status's message comes from the server (the response's text): translated when the catalogue knows it.
  const copy = known ? { title: t(known.title), text: t(known.text) } : { title: t("This request could not be completed"), text: message ? tm(message) : "" };
  return (
    <section className={`container ${styles.page}`} aria-labelledby="error-title">
      <p className={styles.code}>{status}</p>
      <h1 id="error-title">{copy.title}</h1>
      <p className={styles.text}>{copy.text}</p>
      <ul className={styles.links}>
        <li>
          <Link to="/" className="button">
            {t("Go to the home page")}
          </Link>
        </li>
        <li>
          <Link to="/demos/alldemos" state={{ from: true }} className="button button-outline">
            {t("Try our demos")}
          </Link>
        </li>
        <li>
          <Link to="/contact" className="button button-outline">
            {t("Contact us")}
          </Link>
        </li>
      </ul>
    </section>
  );
}
