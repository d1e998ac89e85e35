import { useActionData, useLoaderData } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { notify } from "~/components/ui/toast";
import { callApi, errorText } from "~/auth/client";
import type { FormActionData, loggedInPageLoader } from "~/auth/pages.server";
import { AuthCard, FormMessage, authStyles as styles } from "./AuthCard";

export function ChangePasswordForm() {
  const { csrfToken } = useLoaderData<typeof loggedInPageLoader>();
  const actionData = useActionData<FormActionData>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setBusy(true);
    try {
      const reply = await callApi(
        "/api/auth/changePassword",
        { current_password: form.get("current_password"), password: form.get("password"), re_password: form.get("re_password") },
        { csrfFallback: csrfToken },
      );
      const error = errorText(reply);
      if (error) {
        notify.error(error, 3000);
      } else {
        notify.success("Password changed successfully", 2000);
        formElement.reset();
      }
    } catch (error) {
      notify.error(`Error occured: ${error instanceof Error ? error.message : String(error)}`, 3000);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard heading="Change Password">
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="csrftoken" value={csrfToken} />
        <FormMessage error={actionData?.error} success={actionData?.success} />
        <div className={styles.field}>
          <label htmlFor="change-current">Current Password</label>
          <input id="change-current" name="current_password" type="password" autoComplete="current-password" required />
        </div>
        <div className={styles.field}>
          <label htmlFor="change-password">New Password</label>
          <input id="change-password" name="password" type="password" autoComplete="new-password" required />
        </div>
        <div className={styles.field}>
          <label htmlFor="change-confirm">Confirm New Password</label>
          <input id="change-confirm" name="re_password" type="password" autoComplete="new-password" required />
        </div>
        <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
          Change Password
        </button>
      </form>
    </AuthCard>
  );
}
