import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { notify } from "~/components/ui/toast";
import { callApi, errorText } from "~/auth/client";
import type { AccountPageData, FormActionData } from "~/auth/pages.server";
import { AuthCard, FormMessage, authStyles as styles } from "./AuthCard";
import { useLeaveWhenLoggedIn, useRefreshSession } from "./hooks";

export function LoginForm() {
  const { page, csrfToken, alreadyLoggedIn } = useLoaderData<AccountPageData>();
  const actionData = useActionData<FormActionData>();
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshSession();
  useLeaveWhenLoggedIn(alreadyLoggedIn);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const reply = await callApi(
        "/api/auth/login",
        { username: form.get("username"), password: form.get("password"), remember: form.get("remember") === "on" },
        { csrfFallback: csrfToken },
      );
      const error = errorText(reply);
      if (error) {
        notify.error(error, 2000);
      } else {
        notify.success("Logged-in successfully", 1000);
        refresh();
      }
    } catch {
      notify.error("Error Occured");
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard heading={page.heading ?? "Login"}>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="csrftoken" value={csrfToken} />
        <FormMessage error={actionData?.error} />
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
        <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
          Log In
        </button>
        <p className={styles.alt}>
          Don&apos;t have an account? <Link to="/signup">Sign Up</Link>
        </p>
      </form>
    </AuthCard>
  );
}
