import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Link } from "~/components/i18n/Link";
import { useI18n } from "~/components/i18n/i18n";
import { notify } from "~/components/ui/toast";
import type { ApiKeyActionData, apiKeyPageLoader } from "~/auth/developer.server";
import { AuthCard, FormMessage, authStyles as styles } from "./AuthCard";
import { CsrfField } from "~/components/request-context";

/**
 * The developer's API key: masked once issued; in full only in the reply that created or rotated it.
 * Works without JavaScript (plain form posts); with it, Copy puts the key on the clipboard.
 */
export function ApiKeyPage() {
  const { t } = useI18n();
  // The header is code, the same in every language: the sentence around it is translated whole.
  const [headerBefore, headerAfter] = t("Scripts call the demo APIs with {header}.").split("{header}") as [string, string?];
  const data = useLoaderData<typeof apiKeyPageLoader>();
  const result = useActionData<ApiKeyActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const keyRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const fullKey = result?.key;
  const masked = result?.masked ?? data.masked;

  useEffect(() => {
    setCopied(false);
    if (fullKey) keyRef.current?.focus();
  }, [fullKey]);

  async function copy() {
    if (!fullKey) return;
    try {
      await navigator.clipboard.writeText(fullKey);
      setCopied(true);
      notify.success(t("API key copied"), 2000);
    } catch {
      keyRef.current?.select();
      notify.error(t("Copy failed: select the key and copy it yourself"), 3000);
    }
  }

  return (
    <AuthCard heading={t("Your API key")}>
      <div className={styles.form}>
        <p>
          {headerBefore}
          <code>Authorization: Bearer &lt;key&gt;</code>
          {headerAfter} {t("Keep the key secret; rotate it if it leaks: the old key stops working at once.")}
        </p>
        <FormMessage error={result?.error} />
        {fullKey ? (
          <div className={styles.field}>
            <label htmlFor="api-key-full">{t("Your new API key (shown only now: copy it)")}</label>
            <div className={styles.keyBox}>
              <input id="api-key-full" ref={keyRef} readOnly value={fullKey} onFocus={(e) => e.currentTarget.select()} />
              <button type="button" className="button" onClick={copy}>
                {copied ? t("Copied") : t("Copy")}
              </button>
            </div>
          </div>
        ) : masked ? (
          <div className={styles.field}>
            <label htmlFor="api-key-masked">{t("Current API key")}</label>
            <input id="api-key-masked" readOnly value={masked} />
          </div>
        ) : (
          <p>{t("You have no API key yet.")}</p>
        )}
        <Form method="post" className={styles.actions}>
          <CsrfField />
          {masked ? (
            <button type="submit" name="intent" value="rotate" className="button button-outline" disabled={busy}>
              {t("Rotate key")}
            </button>
          ) : (
            <button type="submit" name="intent" value="create" className="button" disabled={busy}>
              {t("Create API key")}
            </button>
          )}
        </Form>
        <p>
          <Link to="/account/password" className="tap-link">
            {t("Change your password")}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
