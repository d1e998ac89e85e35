import { Link } from "~/components/i18n/Link";
import { useEffect, useState } from "react";
import { SanityImage } from "~/components/ui/SanityImage";
import { SCROLL_MARKER_KEY, type HomePageContent, type Medium } from "./types";
import styles from "./Mediums.module.css";
import { useI18n } from "~/components/i18n/i18n";

const mediumEntryId = (medium: Pick<Medium, "_id">) => `medium-entry-${medium._id}`;

/**
 * "Mediums We Excel In" (SPEC §2): the four demo entries on the left, the picked medium's detail
 * on the right (a placeholder image until one is picked). On arrival, a scroll marker left in
 * session storage by a card's 'Try demos' link is read once, removed, and its entry scrolled to.
 */
export function Mediums({ page, mediums }: { page: HomePageContent; mediums: Medium[] }) {
  // A medium's title is one of the Studio's fixed values (Voice, Images…), shown in the page's language.
  const { tm } = useI18n();
  const [picked, setPicked] = useState<string | null>(null);
  const medium = mediums.find((m) => m._id === picked) ?? null;

  useEffect(() => {
    let marker: string | null = null;
    try {
      marker = window.sessionStorage.getItem(SCROLL_MARKER_KEY);
      window.sessionStorage.removeItem(SCROLL_MARKER_KEY);
    } catch {
      return; // storage blocked: nothing to restore
    }
    const target = mediums.find((m) => m._id === marker);
    if (!target) return;
    setPicked(target._id);
    // After the router's own scroll restoration of this navigation.
    const frame = window.requestAnimationFrame(() => {
      document.getElementById(mediumEntryId(target))?.scrollIntoView({ block: "center" });
    });
    return () => window.cancelAnimationFrame(frame);
    // Read once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className="container section" aria-labelledby="mediums-heading">
      <h2 id="mediums-heading">{page.mediumsHeading}</h2>
      <div className={styles.layout}>
        <ul className={styles.entries}>
          {mediums.map((m) => (
            <li key={m._id}>
              <button
                type="button"
                id={mediumEntryId(m)}
                className={styles.entry}
                aria-pressed={m._id === picked}
                aria-controls="medium-detail"
                onClick={() => setPicked(m._id)}
              >
                <span className={styles.number} aria-hidden="true">
                  {String(m.number).padStart(2, "0")}
                </span>
                {m.mediumTitle ? tm(m.mediumTitle) : null}
              </button>
            </li>
          ))}
        </ul>
        <div id="medium-detail" className={styles.detail} aria-live="polite" data-testid="medium-detail">
          {medium ? (
            <>
              <SanityImage image={medium.image} width={480} height={360} className={styles.image} />
              <div>
                <h3>{medium.heading}</h3>
                <p>{medium.description}</p>
                <Link className="button" to={medium.route} state={{ from: true }}>
                  {medium.ctaLabel}
                  <span className="visually-hidden">: {medium.name}</span>
                </Link>
              </div>
            </>
          ) : (
            <SanityImage image={page.mediumsPlaceholder} width={480} height={360} className={styles.image} />
          )}
        </div>
      </div>
    </section>
  );
}
