import { Link } from "~/components/i18n/Link";
import { useI18n } from "~/components/i18n/i18n";
import { notify } from "~/components/ui/toast";
import { AccountForm, Field, authStyles as styles } from "./AuthCard";
import { useEntryForm } from "./hooks";

export function LoginForm() {
  const { t } = useI18n();
  const { page, actionData, busy, onSubmit, fieldErrors } = useEntryForm({
    path: "/api/auth/login",
    payload: (form) => ({ username: form.get("username"), password: form.get("password"), remember: form.get("remember") === "on" }),
    successText: t("Logged-in successfully"),
    onFailure: () => notify.error(t("Error Occured")),
  });

  return (
    <AccountForm
      heading={page.heading ?? t("Login")}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t("Log In")}
      message={{ error: actionData?.error }}
      fieldErrors={fieldErrors}
      footer={
        <p className={styles.alt}>
          {t("Don't have an account?")} <Link to="/signup">{t("Sign Up")}</Link>
        </p>
      }
    >
      <Field
        id="login-username"
        label={t("User Name")}
        name="username"
        defaultValue={actionData?.values?.username}
        autoComplete="username"
        required
        errors={fieldErrors.username}
      />
      <Field id="login-password" label={t("Password")} name="password" type="password" autoComplete="current-password" required errors={fieldErrors.password} />
      <div className={styles.row}>
        <label className={styles.check}>
          <input type="checkbox" name="remember" />
          {t("Remember Me")}
        </label>
        <Link to="/forgotpassword" className="tap-link">
          {t("Forgot Password?")}
        </Link>
      </div>
    </AccountForm>
  );
}
