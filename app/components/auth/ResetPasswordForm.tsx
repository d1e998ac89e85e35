import { useActionData, useLoaderData, useNavigate, useParams } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { notify } from "~/components/ui/toast";
import type { AccountPageData, FormActionData } from "~/auth/pages.server";
import { AccountForm, authStyles as styles } from "./AuthCard";
import { failureText, useApiSubmit } from "./hooks";

export function ResetPasswordForm() {
  const { page } = useLoaderData<AccountPageData>();
  const actionData = useActionData<FormActionData>();
  const { uid = "", token = "" } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const { busy, submit } = useApiSubmit();
  // SPEC §2: red text and a red border while the two differ.
  const mismatch = confirm !== "" && password !== confirm;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || !confirm) {
      notify.error("Password fields cannot be empty", 2000);
      return;
    }
    if (password !== confirm) {
      notify.error("Passwords do not match", 2000);
      return;
    }
    await submit("/api/auth/updatePassword", { uid, token, password }, {
      errorMs: 3000,
      onSuccess: () => navigate("/login"),
      onFailure: (error) => notify.error(failureText(error), 3000),
    });
  }

  return (
    <AccountForm
      heading={page.heading ?? "Reset Password"}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel="Reset Password"
      message={{ error: actionData?.error }}
    >
      <div className={styles.field}>
        <label htmlFor="reset-password">New Password</label>
        <input
          id="reset-password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="reset-confirm">Confirm New Password</label>
        <input
          id="reset-confirm"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          aria-invalid={mismatch}
          aria-describedby={mismatch ? "reset-mismatch" : undefined}
        />
        {mismatch ? (
          <p id="reset-mismatch" className={styles.mismatch}>
            Passwords do not match
          </p>
        ) : null}
      </div>
    </AccountForm>
  );
}
