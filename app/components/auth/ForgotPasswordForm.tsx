import { useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import type { FormEvent } from "react";
import { Link } from "~/components/i18n/Link";
import { useI18n } from "~/components/i18n/i18n";
import { notify } from "~/components/ui/toast";
import type { AccountPageData, FormActionData } from "~/auth/pages.server";
import { AccountForm, Field, authStyles as styles } from "./AuthCard";
import { failureText, useApiSubmit } from "./hooks";

/** SPEC's alert after a reset request; also the page's message without JavaScript (a catalogue key). */
export const RESET_SENT_ALERT = "An email with further instructions has been sent to your registered email address.";

export function ForgotPasswordForm() {
  const { t, localize } = useI18n();
  const { page } = useLoaderData<AccountPageData>();
  const actionData = useActionData<FormActionData>();
  const { busy, submit, fieldErrors, setFieldErrors } = useApiSubmit();
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!email) {
      notify.error(t("Please enter email to proceed"), 2000);
      setFieldErrors({ email: ["Enter the e-mail address of your account"] });
      return;
    }
    await submit(
      "/api/auth/reset_password",
      { email, link: window.location.origin },
      {
        errorMs: 2000,
        onSuccess: () => {
          window.alert(t(RESET_SENT_ALERT));
          navigate(localize("/"));
        },
        onFailure: (error) => notify.error(failureText(t, error), 2000),
      },
    );
  }

  return (
    <AccountForm
      heading={page.heading ?? t("Forgot Password")}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t("Reset Password")}
      message={actionData}
      fieldErrors={fieldErrors}
    >
      {actionData?.success ? (
        <p className={styles.alt}>
          <Link to="/">{t("Back to the home page")}</Link>
        </p>
      ) : null}
      <Field
        id="forgot-email"
        label={t("Email")}
        name="email"
        defaultValue={actionData?.values?.email}
        type="email"
        autoComplete="email"
        required
        errors={fieldErrors.email}
      />
    </AccountForm>
  );
}
