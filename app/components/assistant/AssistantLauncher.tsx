import { Link, useLocation } from "@remix-run/react";
import styles from "./Assistant.module.css";

/**
 * "Ask Kathana Assist" in the bottom corner of every page: a plain link to /assistant, so it works
 * before (and without) any script. Not shown on /assistant itself.
 */
export function AssistantLauncher() {
  if (useLocation().pathname === "/assistant") return null;
  return (
    // A landmark of its own: every part of a page belongs to one.
    <aside aria-label="Kathana Assist">
      <Link to="/assistant" className={styles.launcher} data-testid="assistant-launcher">
        Ask Kathana Assist
      </Link>
    </aside>
  );
}
