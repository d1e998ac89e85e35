import { useActionData } from "@remix-run/react";
import type { FormEvent } from "react";
import { Link } from "~/components/i18n/Link";
import { useI18n } from "~/components/i18n/i18n";
import { notify } from "~/components/ui/toast";
import type { FormActionData } from "~/auth/pages.server";
import { AccountForm, Field, authStyles as styles } from "./AuthCard";
import { failureText, useApiSubmit } from "./hooks";

/** "before <0>link</0> after" in its three parts: a translation puts the link where its grammar needs it. */
function linkParts(text: string): [string, string, string] {
  const match = /^(.*)<0>(.*)<\/0>(.*)$/s.exec(text);
  return match ? [match[1]!, match[2]!, match[3]!] : [text, "", ""];
}

export function ChangePasswordForm() {
  const { t } = useI18n();
  const [keyBefore, keyLink, keyAfter] = linkParts(t("Your developer API key keeps working: <0>rotate it</0> if someone else may have seen it."));
  const actionData = useActionData<FormActionData>();
  const { busy, submit, fieldErrors } = useApiSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    await submit(
      "/api/auth/changePassword",
      { current_password: form.get("current_password"), password: form.get("password"), re_password: form.get("re_password") },
      {
        errorMs: 3000,
        onSuccess: () => {
          notify.success(t("Password changed successfully"), 2000);
          formElement.reset();
        },
        onFailure: (error) => notify.error(failureText(t, error), 3000),
      },
    );
  }

  return (
    <AccountForm
      heading={t("Change Password")}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t("Change Password")}
      message={actionData}
      fieldErrors={fieldErrors}
      footer={
        <p className={styles.alt}>
          {t("Changing the password logs out your other browsers and ends any password reset link sent before.")} {keyBefore}
          <Link to="/developers/api-key">{keyLink}</Link>
          {keyAfter}
        </p>
      }
    >
      <Field
        id="change-current"
        label={t("Current Password")}
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        errors={fieldErrors.current_password}
      />
      <Field
        id="change-password"
        label={t("New Password")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t("At least 8 characters.")}
        errors={fieldErrors.password}
      />
      <Field
        id="change-confirm"
        label={t("Confirm New Password")}
        name="re_password"
        type="password"
        autoComplete="new-password"
        required
        errors={fieldErrors.re_password}
      />
    </AccountForm>
  );
}
