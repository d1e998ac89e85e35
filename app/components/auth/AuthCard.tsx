import type { FormEvent, ReactNode } from "react";
import styles from "./AuthForm.module.css";
import { CsrfField } from "~/components/request-context";

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

/** The server's message after a plain form post (JavaScript off); with JavaScript, toasts say it. */
export function FormMessage({ error, success }: { error?: string; success?: string }) {
  if (error) {
    return (
      <p role="alert" className={styles.message}>
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p role="status" className={styles.notice}>
        {success}
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
  children,
}: {
  heading: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  submitLabel: string;
  message?: { error?: string; success?: string };
  /** Shown below the submit button. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AuthCard heading={heading}>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
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

export { styles as authStyles };
