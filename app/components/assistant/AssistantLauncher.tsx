import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useRef, useState, type MouseEvent } from "react";
import { useI18n } from "~/components/i18n/i18n";
import { Link } from "~/components/i18n/Link";
import styles from "./Assistant.module.css";

// Loaded on the first use of the launcher: no page pays for the assistant before it is wanted.
const AssistantDialog = lazy(() => import("./AssistantDialog"));

/**
 * "Ask Kathana Assist" on every page. Before (and without) the page's script it is a plain link to
 * /assistant; with it, the link opens the assistant in a dialog over the page. Not shown on
 * /assistant itself. Two places, one shown at a time by the screen's width (issue 45), so it never
 * lies over a page's controls:
 * - `dock`: a round button in a dock between the page and its footer. The dock sticks to the
 *   bottom of the screen and stops above the footer, so the button floats in the page's right
 *   margin, never over the footer's links, and has room of its own at the end of every page.
 * - `header`: on a phone, where a page has no margin to float in, a button in the header bar.
 */
export function AssistantLauncher({ placement }: { placement: "dock" | "header" }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const launcher = useRef<HTMLAnchorElement>(null);
  const { t, localize } = useI18n();
  // The page itself in any language (/assistant, /hi/assistant).
  const onAssistantPage = useLocation().pathname === localize("/assistant");
  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window still gets the page.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setWanted(true);
    setOpen(true);
  };
  const button = onAssistantPage ? null : (
    <>
      <Link
        ref={launcher}
        to="/assistant"
        className={`${styles.launcher} ${placement === "header" ? styles.inHeader : styles.inDock}`}
        onClick={openDialog}
        aria-haspopup="dialog"
        data-testid={placement === "header" ? "assistant-launcher-header" : "assistant-launcher"}
      >
        <svg className={styles.launcherIcon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
          <path d="M8.5 9.5h.01M12 9.5h.01M15.5 9.5h.01" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <span className={styles.launcherText}>{t("Ask Kathana Assist")}</span>
      </Link>
      {wanted ? (
        <Suspense fallback={null}>
          <AssistantDialog open={open} onClose={() => setOpen(false)} returnFocus={launcher.current} />
        </Suspense>
      ) : null}
    </>
  );
  if (placement === "header") return button;
  return (
    // The dock is also the space before the footer, on /assistant too.
    <div className={styles.dock}>
      {/* A landmark of its own: every part of a page belongs to one. */}
      {button ? <aside aria-label="Kathana Assist">{button}</aside> : null}
    </div>
  );
}
