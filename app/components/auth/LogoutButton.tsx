import { useLocation, useNavigate, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { callApi } from "~/components/api-client";
import { useI18n } from "~/components/i18n/i18n";
import { notify } from "~/components/ui/toast";
import styles from "./LogoutButton.module.css";
import { CsrfField, useCsrfToken } from "~/components/request-context";

/**
 * Logout with a confirm dialog (SPEC §2). Without JavaScript the button posts a plain form to
 * /api/auth/logout, which redirects home. With it, a modal <dialog> asks first: the browser keeps
 * focus inside it and Escape closes it; focus returns to the Logout button afterwards.
 */
export function LogoutButton({ onLoggedOut }: { onLoggedOut: () => void }) {
  const csrfToken = useCsrfToken();
  const { t, tm, localize } = useI18n();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [refreshAfterNavigation, setRefreshAfterNavigation] = useState(false);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const revalidator = useRevalidator();

  useEffect(() => {
    // Once on /, re-read the root loader so every part of the page agrees the session is gone.
    if (refreshAfterNavigation && navigation.state === "idle" && location.pathname === localize("/")) {
      setRefreshAfterNavigation(false);
      revalidator.revalidate();
    }
  }, [refreshAfterNavigation, navigation.state, location.pathname, revalidator, localize]);

  function open(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dialogRef.current?.showModal();
    cancelRef.current?.focus();
  }

  function close() {
    dialogRef.current?.close();
  }

  async function confirm() {
    setBusy(true);
    try {
      const reply = await callApi("/api/auth/logout", undefined, { csrfFallback: csrfToken });
      if (reply.body.success === true) {
        dialogRef.current?.close();
        notify.success(t("Logged-out successfully"), 1000);
        onLoggedOut();
        setRefreshAfterNavigation(true);
        navigate(localize("/"), { replace: true });
      } else {
        notify.error(typeof reply.body.error === "string" ? tm(reply.body.error) : t("Error Occured"), 2000);
        close();
      }
    } catch (error) {
      notify.error(t("Error occured: {message}", { message: error instanceof Error ? error.message : String(error) }), 2000);
      close();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form method="post" action="/api/auth/logout" onSubmit={open} className={styles.form}>
        <CsrfField />
        <button ref={buttonRef} type="submit" className="button button-outline">
          {t("Logout")}
        </button>
      </form>
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="logout-dialog-title" onClose={() => buttonRef.current?.focus()}>
        <p id="logout-dialog-title" className={styles.title}>
          {t("Are you sure you want to logout?")}
        </p>
        <div className={styles.actions}>
          <button ref={cancelRef} type="button" className="button button-outline" onClick={close} disabled={busy}>
            {t("Cancel")}
          </button>
          <button type="button" className="button" onClick={confirm} disabled={busy}>
            {t("Yes, Logout")}
          </button>
        </div>
      </dialog>
    </>
  );
}
