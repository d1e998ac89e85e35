import type { ReactNode } from "react";
import styles from "./AuthForm.module.css";

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

export { styles as authStyles };
