import { useRef, type PointerEvent } from "react";
import { toast, useToaster, type Toast } from "react-hot-toast/headless";
import { useI18n } from "~/components/i18n/i18n";
import { DEFAULT_TOAST_MS } from "./toast";
import styles from "./Toasts.module.css";

/**
 * The toast stack, top right. The live region is in the server HTML from the start, so screen
 * readers announce toasts added to it later. Hovering or focusing a toast pauses its timer.
 * A toast dragged sideways by 80 % of its width is dismissed (SPEC §9); the close button does the
 * same for keyboard users.
 */
export function Toasts() {
  const i18n = useI18n();
  const { toasts, handlers } = useToaster({ duration: DEFAULT_TOAST_MS });
  const visible = toasts.filter((t) => t.visible);
  return (
    <section className={styles.region} aria-label={i18n.t("Notifications")}>
      <div aria-live="polite" className={styles.stack} onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
        {visible.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </div>
    </section>
  );
}

/** Share of the toast's width a drag must cover to dismiss it. */
const DRAG_DISMISS_RATIO = 0.8;

function ToastItem({ toast: t }: { toast: Toast }) {
  const i18n = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; pointerId: number } | null>(null);

  // Styles are set through the CSSOM, which the CSP allows (style attributes in HTML it would not).
  const move = (dx: number) => {
    const el = ref.current;
    if (!el) return;
    el.style.transform = dx ? `translateX(${dx}px)` : "";
    el.style.opacity = dx ? String(Math.max(0.2, 1 - Math.abs(dx) / el.offsetWidth)) : "";
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest("button")) return;
    drag.current = { startX: event.clientX, pointerId: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) move(event.clientX - drag.current.startX);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    drag.current = null;
    const dx = event.clientX - start.startX;
    if (ref.current && Math.abs(dx) >= DRAG_DISMISS_RATIO * ref.current.offsetWidth) toast.dismiss(t.id);
    else move(0);
  };

  return (
    <div
      ref={ref}
      className={styles.toast}
      data-type={t.type}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <span className={styles.icon} aria-hidden="true">
        {t.type === "error" ? "!" : t.type === "success" ? "✓" : "i"}
      </span>
      <p className={styles.message} role={t.type === "error" ? "alert" : undefined}>
        {/* Callers pass texts in the page's language; an English one the catalogue knows is translated here. */}
        {typeof t.message === "string" ? i18n.tm(t.message) : null}
      </p>
      <button type="button" className={styles.close} aria-label={i18n.t("Dismiss notification")} onClick={() => toast.dismiss(t.id)}>
        ×
      </button>
    </div>
  );
}
