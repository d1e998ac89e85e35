import { Link, useActionData } from "@remix-run/react";
import type { FormEvent } from "react";
import { notify } from "~/components/ui/toast";
import type { FormActionData } from "~/auth/pages.server";
import { AccountForm, Field, authStyles as styles } from "./AuthCard";
import { failureText, useApiSubmit } from "./hooks";

export function ChangePasswordForm() {
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
          notify.success("Password changed successfully", 2000);
          formElement.reset();
        },
        onFailure: (error) => notify.error(failureText(error), 3000),
      },
    );
  }

  return (
    <AccountForm
      heading={"Change Password"}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel="Change Password"
      message={actionData}
      fieldErrors={fieldErrors}
      footer={
        <p className={styles.alt}>
          Changing the password logs out your other browsers and ends any password reset link sent before. Your developer API key keeps working:{" "}
          <Link to="/developers/api-key">rotate it</Link> if someone else may have seen it.
        </p>
      }
    >
      <Field
        id="change-current"
        label="Current Password"
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        errors={fieldErrors.current_password}
      />
      <Field
        id="change-password"
        label="New Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters."
        errors={fieldErrors.password}
      />
      <Field
        id="change-confirm"
        label="Confirm New Password"
        name="re_password"
        type="password"
        autoComplete="new-password"
        required
        errors={fieldErrors.re_password}
      />
    </AccountForm>
  );
}
