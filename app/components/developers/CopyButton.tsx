import { useEffect, useRef, useState, type ReactNode } from "react";
import { useI18n } from "~/components/i18n/i18n";
import styles from "./ApiGuide.module.css";

type CopyState = "idle" | "copied" | "failed";

/**
 * Copies `text` to the clipboard; says "Copied" (politely, for screen readers too) for 2 s. `label`
 * names the command for screen readers (its English words marked lang="en" on another language's page).
 */
export function CopyButton({ text, label, codeId }: { text: string; label: ReactNode; codeId: string }) {
  const { t } = useI18n();
  const [mounted, setMounted] = useState(false);
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>();

  // Without JavaScript there is nothing to copy with: the button appears only after hydration.
  useEffect(() => {
    setMounted(true);
    return () => clearTimeout(timer.current);
  }, []);

  async function copy() {
    let next: CopyState = "copied";
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard access (permissions, insecure origin): select the code so Ctrl+C works.
      next = "failed";
      const code = document.getElementById(codeId);
      const selection = window.getSelection();
      if (code && selection) {
        const range = document.createRange();
        range.selectNodeContents(code);
        selection.removeAllRanges();
        selection.addRange(range);
      }
    }
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), 2000);
  }

  if (!mounted) return null;
  return (
    <>
      <button type="button" className={styles.copy} onClick={copy}>
        {state === "copied" ? t("Copied") : state === "failed" ? t("Selected") : t("Copy")}
        <span className="visually-hidden"> {label}</span>
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {state === "copied" ? t("Copied") : state === "failed" ? t("Could not copy: the command is selected, press Ctrl+C") : ""}
      </span>
    </>
  );
}
