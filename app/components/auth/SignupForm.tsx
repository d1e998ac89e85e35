import { Link } from "~/components/i18n/Link";
import { useI18n } from "~/components/i18n/i18n";
import { AccountForm, Field, authStyles as styles } from "./AuthCard";
import { useEntryForm } from "./hooks";

export function SignupForm() {
  const { t } = useI18n();
  // SPEC §5: no client checks; the server's message is shown, and each field's messages under it.
  const { page, actionData, busy, onSubmit, fieldErrors } = useEntryForm({
    path: "/api/auth/signup",
    payload: (form) => ({
      username: form.get("username"),
      email: form.get("email"),
      password: form.get("password"),
      re_password: form.get("re_password"),
    }),
    successText: t("Signed-up succesfully"),
    // SPEC §8: a network failure on sign-up is only logged.
    onFailure: (error) => console.error(error),
  });

  return (
    <AccountForm
      heading={page.heading ?? t("Sign Up")}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t("Sign Up")}
      message={{ error: actionData?.error }}
      fieldErrors={fieldErrors}
      footer={
        <p className={styles.alt}>
          {t("Already have an account?")} <Link to="/login">{t("Login")}</Link>
        </p>
      }
    >
      <Field
        id="signup-username"
        label={t("User Name")}
        name="username"
        defaultValue={actionData?.values?.username}
        autoComplete="username"
        required
        errors={fieldErrors.username}
      />
      <Field
        id="signup-email"
        label={t("Email")}
        name="email"
        defaultValue={actionData?.values?.email}
        type="email"
        autoComplete="email"
        required
        errors={fieldErrors.email}
      />
      <Field
        id="signup-password"
        label={t("Password")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t("At least 8 characters.")}
        errors={fieldErrors.password}
      />
      <Field
        id="signup-re-password"
        label={t("Confirm Password")}
        name="re_password"
        type="password"
        autoComplete="new-password"
        required
        errors={fieldErrors.re_password}
      />
    </AccountForm>
  );
}
