import { toast, useToaster } from "react-hot-toast/headless";
import { DEFAULT_TOAST_MS } from "./toast";
import styles from "./Toasts.module.css";

/**
 * The toast stack, top right. The live region is in the server HTML from the start, so screen
 * readers announce toasts added to it later. Hovering or focusing a toast pauses its timer.
 */
export function Toasts() {
  const { toasts, handlers } = useToaster({ duration: DEFAULT_TOAST_MS });
  const visible = toasts.filter((t) => t.visible);
  return (
    <section className={styles.region} aria-label="Notifications">
      <div aria-live="polite" className={styles.stack} onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
        {visible.map((t) => (
          <div key={t.id} className={styles.toast} data-type={t.type}>
            <span className={styles.icon} aria-hidden="true">
              {t.type === "error" ? "!" : t.type === "success" ? "✓" : "i"}
            </span>
            <p className={styles.message} role={t.type === "error" ? "alert" : undefined}>{typeof t.message === "string" ? t.message : null}</p>
            <button type="button" className={styles.close} aria-label="Dismiss notification" onClick={() => toast.dismiss(t.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
