import { useI18n } from "~/components/i18n/i18n";
import styles from "./MotionControls.module.css";

/** The visible pause/play button every moving strip has (WCAG 2.2.2), named after what it moves. */
export function PauseButton({ label, paused, disabled, onToggle }: { label: string; paused: boolean; disabled: boolean; onToggle: () => void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className={styles.control}
      onClick={onToggle}
      aria-label={paused ? t("Play {label}", { label }) : t("Pause {label}", { label })}
      disabled={disabled}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        {paused ? <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />}
      </svg>
    </button>
  );
}
