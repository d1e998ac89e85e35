import { useActionData, useLoaderData, useNavigate, useRevalidator } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { notify } from "~/components/ui/toast";
import { callApi, errorText, type ApiReply } from "~/components/api-client";
import type { AccountPageData, FormActionData } from "~/auth/pages.server";
import { useCsrfToken } from "~/components/request-context";
import { useI18n, type I18n } from "~/components/i18n/i18n";

/**
 * SPEC §2: login and sign-up leave when the visitor is logged in: back in history if there is
 * any, else to /. The loader reports it (`alreadyLoggedIn`) on client navigations and after a
 * successful login, which revalidates the page.
 */
function useLeaveWhenLoggedIn(alreadyLoggedIn: boolean) {
  const navigate = useNavigate();
  const { localize } = useI18n();
  useEffect(() => {
    if (!alreadyLoggedIn) return;
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(localize("/"), { replace: true });
  }, [alreadyLoggedIn, navigate, localize]);
}

/** Re-reads the loaders (the header's login state among them) after the session changed. */
function useRefreshSession() {
  const revalidator = useRevalidator();
  return () => revalidator.revalidate();
}

/**
 * `Error occured: <message>` (SPEC §8's spelling), the toast of a failed request on most account
 * forms, in the page's language (the message itself is the browser's).
 */
export const failureText = (t: I18n["t"], error: unknown) => t("Error occured: {message}", { message: error instanceof Error ? error.message : String(error) });

export interface ApiSubmitOptions {
  /** How long the server's error message stays up. */
  errorMs: number;
  onSuccess: (reply: ApiReply) => void;
  /** A network failure (no HTTP reply). */
  onFailure: (error: unknown) => void;
}

/**
 * The JavaScript path of an account form: one SPEC §7 call with the CSRF header (the rendered
 * token when the cookie is missing), the server's error as a toast, the submit button disabled
 * while the call runs. Without JavaScript the same form posts to the page's action instead.
 */
export function useApiSubmit() {
  const csrfToken = useCsrfToken();
  const { tm } = useI18n();
  const actionData = useActionData<FormActionData>();
  const [busy, setBusy] = useState(false);
  // Each field's messages: the server's (its fieldErrors), or the form's own checks (setFieldErrors),
  // kept in English and shown in the page's language by Field.
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(actionData?.fieldErrors ?? {});
  async function submit(path: string, payload: unknown, { errorMs, onSuccess, onFailure }: ApiSubmitOptions) {
    setBusy(true);
    try {
      const reply = await callApi(path, payload, { csrfFallback: csrfToken });
      const error = errorText(reply);
      setFieldErrors(error ? fieldErrorsOf(reply.body.fieldErrors) : {});
      // The server's message is English (SPEC §7); the toast speaks the page's language.
      if (error) notify.error(tm(error), errorMs);
      else onSuccess(reply);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  }
  return { busy, submit, fieldErrors, setFieldErrors };
}

export type FieldErrors = Partial<Record<string, string[]>>;

/** The server's fieldErrors, kept only when they have the expected shape. */
function fieldErrorsOf(value: unknown): FieldErrors {
  if (!value || typeof value !== "object") return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[field] = messages.filter((m): m is string => typeof m === "string");
  }
  return errors;
}

/**
 * Login and sign-up: leave when already logged in; on success a short toast and the loaders are
 * read again (the header shows the account, and the page leaves through `alreadyLoggedIn`).
 */
export function useEntryForm({
  path,
  payload,
  successText,
  onFailure,
}: {
  path: string;
  payload: (form: FormData) => Record<string, unknown>;
  successText: string;
  onFailure: (error: unknown) => void;
}) {
  const { page, alreadyLoggedIn } = useLoaderData<AccountPageData>();
  const actionData = useActionData<FormActionData>();
  const refresh = useRefreshSession();
  const { busy, submit, fieldErrors } = useApiSubmit();
  useLeaveWhenLoggedIn(alreadyLoggedIn);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(path, payload(new FormData(event.currentTarget)), {
      errorMs: 2000,
      onSuccess: () => {
        notify.success(successText, 1000);
        refresh();
      },
      onFailure,
    });
  }
  return { page, actionData, busy, onSubmit, fieldErrors };
}
