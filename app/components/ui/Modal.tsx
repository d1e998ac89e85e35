import { useEffect, useRef, type ReactNode } from "react";
import styles from "./Modal.module.css";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (native <dialog> shown with showModal, so the rest of the page is inert).
 * Closes on Escape and on a click outside its panel; Tab is kept inside; on close, focus returns to
 * the element that was focused when it opened (or `returnFocus`).
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  returnFocus,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  returnFocus?: HTMLElement | null;
  /** Extra class of the dialog (its size), e.g. the assistant's full-height dialog on a phone. */
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const returnRef = useRef<HTMLElement | null>(null);
  returnRef.current = returnFocus ?? returnRef.current;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = returnRef.current ?? (document.activeElement as HTMLElement | null);
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    // The dialog element's own listeners: Escape (cancel), clicks on the backdrop and Tab wrapping.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // A click on the ::backdrop lands on the dialog element itself, outside the panel.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Tab") return;
        const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (items.length === 0) return;
        const first = items[0]!;
        const last = items[items.length - 1]!;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      <div className={styles.panel}>{children}</div>
    </dialog>
  );
}
