import { Link } from "~/components/i18n/Link";
import { useI18n } from "~/components/i18n/i18n";
import { useRef, useState } from "react";
import { Modal } from "~/components/ui/Modal";
import { SanityImage } from "~/components/ui/SanityImage";
import { SCROLL_MARKER_KEY, type Medium } from "./types";
import styles from "./MediumCards.module.css";

function rememberMedium(medium: Medium) {
  try {
    window.sessionStorage.setItem(SCROLL_MARKER_KEY, medium._id);
  } catch {
    /* storage blocked: the page simply opens at the top when the visitor comes back */
  }
}

/**
 * Medium cards (SPEC §2): a click selects the card and opens a modal (image, heading, description,
 * 'Try a Demo'); an outside click or Escape closes it and clears the selection, and focus returns to
 * the card. 'Try demos' stores the scroll marker so the home page comes back to this medium.
 */
export function MediumCards({ mediums }: { mediums: Medium[] }) {
  const { t, tm } = useI18n();
  const [selected, setSelected] = useState<string | null>(null);
  const openers = useRef(new Map<string, HTMLButtonElement>());
  const medium = mediums.find((m) => m._id === selected) ?? null;

  return (
    <section className={`container section ${styles.continued}`} aria-labelledby="medium-cards-heading">
      <h2 id="medium-cards-heading" className="visually-hidden">
        {t("Our demos by medium")}
      </h2>
      <ul className={styles.grid}>
        {mediums.map((m) => (
          <li
            key={m._id}
            className={`${styles.card} ${m._id === selected ? styles.selected : ""}`}
            data-testid="medium-card"
            data-selected={m._id === selected ? "true" : "false"}
          >
            <button
              type="button"
              className={styles.open}
              aria-haspopup="dialog"
              ref={(el) => {
                if (el) openers.current.set(m._id, el);
              }}
              onClick={() => setSelected(m._id)}
            >
              <SanityImage image={m.image} width={280} height={210} className={styles.image} />
              <span className={styles.title}>{m.mediumTitle ? tm(m.mediumTitle) : null}</span>
              <span className={styles.name}>{m.name}</span>
            </button>
            <Link to={m.route} state={{ from: true }} className={styles.try} onClick={() => rememberMedium(m)}>
              {t("Try demos")}
              <span className="visually-hidden">: {m.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Modal
        open={medium !== null}
        onClose={() => setSelected(null)}
        labelledBy="medium-modal-heading"
        returnFocus={selected ? openers.current.get(selected) : null}
      >
        {medium ? (
          <div className={styles.modal} data-testid="medium-modal">
            <SanityImage image={medium.image} width={480} height={360} className={styles.image} />
            <h2 id="medium-modal-heading">{medium.heading}</h2>
            <p>{medium.description}</p>
            <div className={styles.modalActions}>
              <Link className="button" to={medium.route} state={{ from: true }}>
                {medium.ctaLabel}
                <span className="visually-hidden">: {medium.name}</span>
              </Link>
              <button type="button" className="button button-outline" onClick={() => setSelected(null)}>
                {t("Close")}
              </button>
            </div>
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
