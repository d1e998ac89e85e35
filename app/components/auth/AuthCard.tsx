import { useEffect, useRef, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import styles from "./AuthForm.module.css";
import { CsrfField } from "~/components/request-context";
import { useI18n } from "~/components/i18n/i18n";

/** The frame of an account page: a centred card with the page's h1. */
export function AuthCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="auth-heading">
        <h1 id="auth-heading">{heading}</h1>
        {children}
      </section>
    </div>
  );
}

/**
 * The server's message after a plain form post (JavaScript off); with JavaScript, toasts say it.
 * The server answers in English (SPEC §7): the page shows it in its own language.
 */
export function FormMessage({ error, success }: { error?: string; success?: string }) {
  const { tm } = useI18n();
  if (error) {
    return (
      <p role="alert" className={styles.message}>
        {tm(error)}
      </p>
    );
  }
  if (success) {
    return (
      <p role="status" className={styles.notice}>
        {tm(success)}
      </p>
    );
  }
  return null;
}

/**
 * An account form in its card: a plain POST to the page's action (JavaScript off, with the hidden
 * CSRF field and the server's message) that `onSubmit` takes over when JavaScript runs.
 */
export function AccountForm({
  heading,
  onSubmit,
  busy,
  submitLabel,
  message,
  footer,
  fieldErrors,
  children,
}: {
  heading: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  submitLabel: string;
  message?: { error?: string; success?: string };
  /** Shown below the submit button. */
  footer?: ReactNode;
  /** The fields' messages: when they change, focus goes to the first marked field. */
  fieldErrors?: object;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    // Not on the first render: a page that comes back with errors (JavaScript off) keeps the
    // browser's own focus; after a submit, focus moves to the first field to fix.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    invalid.focus({ preventScroll: true });
    invalid.scrollIntoView({ block: "center" });
  }, [fieldErrors]);
  return (
    <AuthCard heading={heading}>
      <form ref={form} method="post" className={styles.form} onSubmit={onSubmit} noValidate>
        <CsrfField />
        <FormMessage error={message?.error} success={message?.success} />
        {children}
        <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
          {submitLabel}
        </button>
        {footer}
      </form>
    </AuthCard>
  );
}

/**
 * A labelled input of an account form with its hint and its messages (issue 45): marked
 * aria-invalid, the messages under it and named by aria-describedby; the hint gives way to the
 * messages when there are any (the password's "At least 8 characters." becomes the failed rules).
 */
export function Field({
  id,
  label,
  errors,
  hint,
  ...input
}: { id: string; label: string; errors?: string[]; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  // The messages are the server's or the form's own, in English: shown in the page's language.
  const { tm } = useI18n();
  const failed = errors && errors.length > 0 ? errors : null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [failed ? errorId : hint ? hintId : null, input["aria-describedby"]].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} aria-invalid={failed ? true : input["aria-invalid"]} aria-describedby={describedBy} />
      {failed ? (
        failed.length === 1 ? (
          <p id={errorId} className={styles.fieldError}>
            {tm(failed[0]!)}
          </p>
        ) : (
          <ul id={errorId} className={styles.fieldError}>
            {failed.map((message) => (
              <li key={message}>{tm(message)}</li>
            ))}
          </ul>
        )
      ) : hint ? (
        <small id={hintId} className={styles.hint}>
          {hint}
        </small>
      ) : null}
    </div>
  );
}

export { styles as authStyles };
