import type { ReactNode } from "react";
import styles from "./DemoGrid.module.css";

/**
 * The list of demo cards on the home page, All Demos and the industry pages, with SPEC §9's
 * columns: 3 or more cards in 1–4 columns by width, 1 or 2 cards in wider columns.
 */
export function DemoGrid({ count, testId, children }: { count: number; testId?: string; children: ReactNode }) {
  return (
    <ul className={count === 1 ? `${styles.grid} ${styles.few} ${styles.one}` : count < 3 ? `${styles.grid} ${styles.few}` : styles.grid} data-testid={testId}>
      {children}
    </ul>
  );
}
