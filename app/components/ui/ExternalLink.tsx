import type { ReactNode } from "react";
import { useI18n } from "~/components/i18n/i18n";
import styles from "./ExternalLink.module.css";

/**
 * A link to another site: opens in a new tab without giving it `window.opener`, marked by an
 * arrow icon for the eye and by "(opens in a new tab)" for screen readers.
 */
export function ExternalLink({
  href,
  className,
  children,
  hiddenSuffix,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  /** Extra words for screen readers only, read after the visible text (e.g. the product name). */
  hiddenSuffix?: string;
}) {
  const { t } = useI18n();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{` ${hiddenSuffix ? t("{suffix} (opens in a new tab)", { suffix: hiddenSuffix }) : t("(opens in a new tab)")}`}</span>
      <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}
