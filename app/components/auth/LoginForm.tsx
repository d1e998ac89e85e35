import { Link } from "@remix-run/react";
import { notify } from "~/components/ui/toast";
import { AccountForm, authStyles as styles } from "./AuthCard";
import { useEntryForm } from "./hooks";

export function LoginForm() {
  const { page, actionData, busy, onSubmit } = useEntryForm({
    path: "/api/auth/login",
    payload: (form) => ({ username: form.get("username"), password: form.get("password"), remember: form.get("remember") === "on" }),
    successText: "Logged-in successfully",
    onFailure: () => notify.error("Error Occured"),
  });

  return (
    <AccountForm
      heading={page.heading ?? "Login"}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel="Log In"
      message={{ error: actionData?.error }}
      footer={
        <p className={styles.alt}>
          Don&apos;t have an account? <Link to="/signup">Sign Up</Link>
        </p>
      }
    >
      <div className={styles.field}>
        <label htmlFor="login-username">User Name</label>
        <input id="login-username" name="username" defaultValue={actionData?.values?.username} autoComplete="username" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="login-password">Password</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" name="remember" />
          Remember Me
        </label>
        <Link to="/forgotpassword">Forgot Password?</Link>
      </div>
    </AccountForm>
  );
}
