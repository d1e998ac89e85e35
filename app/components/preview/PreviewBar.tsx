import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "@remix-run/react";
import { useI18n } from "~/components/i18n/i18n";
import styles from "./PreviewBar.module.css";

// Loaded only in a preview session: visitors never download the overlays (issue 16's budget).
const VisualEditing = lazy(() => import("@sanity/visual-editing/remix").then((m) => ({ default: m.VisualEditing })));

/**
 * What an editor in a preview session sees on top of the page: a bar saying so, with the way out,
 * and Sanity's visual-editing overlays (click a text to edit it in the Studio; inside the Studio's
 * Presentation tool, edits refresh the page as they are made).
 */
export function PreviewBar() {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  // The overlays exist in the browser only; the server renders the bar alone.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const leave = `/api/preview-mode/disable?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
  return (
    <>
      <div className={styles.bar} role="region" aria-label={t("Preview")}>
        <span className={styles.label}>{t("Preview")}</span>
        <span>{t("Unpublished drafts are shown. Visitors see the published site.")}</span>
        <a className={styles.leave} href={leave}>
          {t("Leave preview")}
        </a>
      </div>
      {inBrowser ? (
        <Suspense fallback={null}>
          <VisualEditing />
        </Suspense>
      ) : null}
    </>
  );
}
