import { Link } from "@remix-run/react";
import { notify } from "~/components/ui/toast";
import { AccountForm, Field, authStyles as styles } from "./AuthCard";
import { useEntryForm } from "./hooks";

export function LoginForm() {
  const { page, actionData, busy, onSubmit, fieldErrors } = useEntryForm({
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
      fieldErrors={fieldErrors}
      footer={
        <p className={styles.alt}>
          Don&apos;t have an account? <Link to="/signup">Sign Up</Link>
        </p>
      }
    >
      <Field
        id="login-username"
        label="User Name"
        name="username"
        defaultValue={actionData?.values?.username}
        autoComplete="username"
        required
        errors={fieldErrors.username}
      />
      <Field id="login-password" label="Password" name="password" type="password" autoComplete="current-password" required errors={fieldErrors.password} />
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" name="remember" />
          Remember Me
        </label>
        <Link to="/forgotpassword" className="tap-link">
          Forgot Password?
        </Link>
      </div>
    </AccountForm>
  );
}
