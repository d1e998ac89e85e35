import { Link } from "@remix-run/react";
import styles from "./ErrorPage.module.css";

const COPY: Record<number, { title: string; text: string }> = {
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
  const copy = COPY[status] ?? { title: "This request could not be completed", text: message ?? "" };
  return (
    <section className={`container ${styles.page}`} aria-labelledby="error-title">
      <p className={styles.code}>{status}</p>
      <h1 id="error-title">{copy.title}</h1>
      <p className={styles.text}>{copy.text}</p>
      <ul className={styles.links}>
        <li>
          <Link to="/" className="button">
            Go to the home page
          </Link>
        </li>
        <li>
          <Link to="/demos/alldemos" state={{ from: true }} className="button button-outline">
            Try our demos
          </Link>
        </li>
        <li>
          <Link to="/contact" className="button button-outline">
            Contact us
          </Link>
        </li>
      </ul>
    </section>
  );
}
