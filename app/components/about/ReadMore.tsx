import { useEffect, useState } from "react";
import { useI18n } from "~/components/i18n/i18n";
import styles from "./AboutPage.module.css";

/**
 * The Read More / Read Less disclosure: a button with aria-expanded and aria-controls, the text
 * `hidden` while collapsed. The server sends the text open, and CSS hides the button when the page
 * has no JavaScript (root's `js` class is missing): readable, and no control that does nothing.
 * With JavaScript the text starts collapsed: CSS hides it from the first paint until hydration
 * sets `hidden`, so nothing jumps.
 */
export function ReadMore({ id, paragraphs }: { id: string; paragraphs: string[] }) {
  const { t } = useI18n();
  const [hydrated, setHydrated] = useState(false);
  const [expanded, setExpanded] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <>
      <div id={id} className={styles.more} hidden={hydrated ? !expanded : undefined} data-pending={hydrated ? undefined : ""} data-testid="read-more-text">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <button
        type="button"
        className={`button button-outline ${styles.toggle}`}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? t("Read Less") : t("Read More")}
      </button>
    </>
  );
}
