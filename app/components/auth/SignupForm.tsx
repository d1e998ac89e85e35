import { Link } from "@remix-run/react";
import { AccountForm, authStyles as styles } from "./AuthCard";
import { useEntryForm } from "./hooks";

export function SignupForm() {
  // SPEC §5: no client checks; the server's message is shown.
  const { page, actionData, busy, onSubmit } = useEntryForm({
    path: "/api/auth/signup",
    payload: (form) => ({
      username: form.get("username"),
      email: form.get("email"),
      password: form.get("password"),
      re_password: form.get("re_password"),
    }),
    successText: "Signed-up succesfully",
    // SPEC §8: a network failure on sign-up is only logged.
    onFailure: (error) => console.error(error),
  });

  return (
    <AccountForm
      heading={page.heading ?? "Sign Up"}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel="Sign Up"
      message={{ error: actionData?.error }}
      footer={
        <p className={styles.alt}>
          Already have an account? <Link to="/login">Login</Link>
        </p>
      }
    >
      <div className={styles.field}>
        <label htmlFor="signup-username">User Name</label>
        <input id="signup-username" name="username" defaultValue={actionData?.values?.username} autoComplete="username" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="signup-email">Email</label>
        <input id="signup-email" name="email" defaultValue={actionData?.values?.email} type="email" autoComplete="email" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="signup-password">Password</label>
        <input id="signup-password" name="password" type="password" autoComplete="new-password" required aria-describedby="signup-password-hint" />
        <small id="signup-password-hint">At least 8 characters.</small>
      </div>
      <div className={styles.field}>
        <label htmlFor="signup-re-password">Confirm Password</label>
        <input id="signup-re-password" name="re_password" type="password" autoComplete="new-password" required />
      </div>
    </AccountForm>
  );
}
