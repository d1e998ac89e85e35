import { useActionData, useLoaderData, useNavigate, useParams } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useI18n } from "~/components/i18n/i18n";
import { notify } from "~/components/ui/toast";
import type { AccountPageData, FormActionData } from "~/auth/pages.server";
import { AccountForm, Field, authStyles as styles } from "./AuthCard";
import { failureText, useApiSubmit } from "./hooks";

export function ResetPasswordForm() {
  const { t, tm, localize } = useI18n();
  const { page } = useLoaderData<AccountPageData>();
  const actionData = useActionData<FormActionData>();
  const { uid = "", token = "" } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const { busy, submit, fieldErrors, setFieldErrors } = useApiSubmit();
  // SPEC §2: red text and a red border while the two differ.
  const mismatch = confirm !== "" && password !== confirm;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || !confirm) {
      notify.error(t("Password fields cannot be empty"), 2000);
      setFieldErrors({
        ...(password ? {} : { password: ["Enter a new password"] }),
        ...(confirm ? {} : { confirm: ["Enter the new password again"] }),
      });
      return;
    }
    if (password !== confirm) {
      notify.error(t("Passwords do not match"), 2000);
      // The red text under the field says it already; focus goes there.
      setFieldErrors({});
      document.getElementById("reset-confirm")?.focus();
      return;
    }
    await submit(
      "/api/auth/updatePassword",
      { uid, token, password },
      {
        errorMs: 3000,
        onSuccess: () => navigate(localize("/login")),
        onFailure: (error) => notify.error(failureText(t, error), 3000),
      },
    );
  }

  return (
    <AccountForm
      heading={page.heading ?? t("Reset Password")}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t("Reset Password")}
      message={{ error: actionData?.error }}
      fieldErrors={fieldErrors}
    >
      <Field
        id="reset-password"
        label={t("New Password")}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={t("At least 8 characters.")}
        errors={fieldErrors.password}
      />
      <div className={styles.field}>
        <label htmlFor="reset-confirm">{t("Confirm New Password")}</label>
        <input
          id="reset-confirm"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          aria-invalid={mismatch || Boolean(fieldErrors.confirm)}
          aria-describedby={mismatch ? "reset-mismatch" : fieldErrors.confirm ? "reset-confirm-error" : undefined}
        />
        {fieldErrors.confirm && !mismatch ? (
          <p id="reset-confirm-error" className={styles.fieldError}>
            {tm(fieldErrors.confirm[0]!)}
          </p>
        ) : null}
        {mismatch ? (
          <p id="reset-mismatch" className={styles.mismatch}>
            {t("Passwords do not match")}
          </p>
        ) : null}
      </div>
    </AccountForm>
  );
}
