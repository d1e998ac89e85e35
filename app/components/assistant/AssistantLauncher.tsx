import { Link, useLocation } from "@remix-run/react";
import { lazy, Suspense, useRef, useState, type MouseEvent } from "react";
import styles from "./Assistant.module.css";

// Loaded on the first use of the launcher: no page pays for the assistant before it is wanted.
const AssistantDialog = lazy(() => import("./AssistantDialog"));

/**
 * "Ask Kathana Assist" in the bottom corner of every page. Before (and without) the page's script
 * it is a plain link to /assistant; with it, the link opens the assistant in a dialog over the
 * page. Not shown on /assistant itself.
 */
export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const launcher = useRef<HTMLAnchorElement>(null);
  const onAssistantPage = useLocation().pathname === "/assistant";
  if (onAssistantPage) return null;
  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window still gets the page.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setWanted(true);
    setOpen(true);
  };
  return (
    // A landmark of its own: every part of a page belongs to one.
    <aside aria-label="Kathana Assist">
      <Link ref={launcher} to="/assistant" className={styles.launcher} onClick={openDialog} aria-haspopup="dialog" data-testid="assistant-launcher">
        Ask Kathana Assist
      </Link>
      {wanted ? (
        <Suspense fallback={null}>
          <AssistantDialog open={open} onClose={() => setOpen(false)} returnFocus={launcher.current} />
        </Suspense>
      ) : null}
    </aside>
  );
}
