import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { callApi } from "~/components/api-client";
import { freshFormToken } from "~/components/form-token";
import { useI18n } from "~/components/i18n/i18n";
import type { MessageKey } from "~/i18n/messages";
import { Modal } from "~/components/ui/Modal";
import { notify } from "~/components/ui/toast";
import type { ContactActionData, ContactFieldName, ContactFormData } from "~/contact/types";
import styles from "./ContactSection.module.css";
import type { HomePageContent } from "./types";

type Values = Record<ContactFieldName, string>;
type Errors = Partial<Record<ContactFieldName, string>>;

const EMPTY: Values = { username: "", email: "", phone: "", companyname: "", designation: "", message: "" };
// SPEC §5: these must be non-empty before anything is sent; designation is optional. In the order
// of the form, so focus goes to the first empty one; the messages are the server's (contact/schema),
// in English like every message in `errors`, and shown in the page's language (tm).
const REQUIRED: ContactFieldName[] = ["username", "email", "phone", "companyname", "message"];
const REQUIRED_MESSAGE: Record<ContactFieldName, string> = {
  username: "Full name is required",
  email: "Business email is required",
  phone: "Phone is required",
  companyname: "Company name is required",
  designation: "",
  message: "Message is required",
};

/** Focus on a field with an error, scrolled to the middle of the screen (clear of the toasts). */
function focusField(name: ContactFieldName) {
  const element = document.getElementById(`contact-${name}`);
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: "center" });
}

// The labels are catalogue keys, translated where they are shown.
const LEFT: { name: Exclude<ContactFieldName, "message">; label: MessageKey; type: string; autoComplete: string; maxLength: number }[] = [
  { name: "username", label: "Full Name", type: "text", autoComplete: "name", maxLength: 100 },
  { name: "email", label: "Business Email", type: "email", autoComplete: "email", maxLength: 254 },
  { name: "phone", label: "Phone Number", type: "tel", autoComplete: "tel", maxLength: 30 },
  { name: "companyname", label: "Company Name", type: "text", autoComplete: "organization", maxLength: 150 },
  { name: "designation", label: "Designation", type: "text", autoComplete: "organization-title", maxLength: 100 },
];

function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Contact Us (SPEC §2 "Contact Us form", §4, §5, §8). With JavaScript the form calls
 * POST /api/contact/contactus (SPEC §7); without it the same fields post to the page's action.
 */
export function ContactSection({ page }: { page: HomePageContent }) {
  const { t, tm, localize } = useI18n();
  const { contactForm } = useLoaderData<{ contactForm: ContactFormData }>();
  const actionData = useActionData<ContactActionData>();
  const failed = actionData?.state === "error" ? actionData : undefined;
  const [values, setValues] = useState<Values>({ ...EMPTY, ...failed?.values });
  const [errors, setErrors] = useState<Errors>(failed?.errors ?? {});
  const [busy, setBusy] = useState(false);
  const [thanks, setThanks] = useState(false);
  // One id per form fill, made here: a retried request reuses it, so the server stores the enquiry once.
  const submissionId = useRef<string | null>(null);
  // This visitor's start time, asked for once the page is up (the HTML is shared, so its time is not theirs).
  const formToken = useRef<Promise<string> | null>(null);
  const startFill = () => {
    formToken.current ??= freshFormToken(contactForm.formToken);
  };
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(startFill);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page view
  }, []);
  // Arriving at /#contact-us (the way in from /contact): the form in view, its first field focused,
  // once the page's sections have their real heights.
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash !== "#contact-us") return;
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        // Instant: a smooth scroll aims at a place computed before the sections above take their
        // real heights; after an instant one, scroll anchoring keeps the form in place.
        document.getElementById("contact-us")?.scrollIntoView({ block: "start", behavior: "instant" });
        document.getElementById("contact-username")?.focus({ preventScroll: true });
      }),
    );
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
  const honeypot = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = event.currentTarget.name as ContactFieldName;
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
    // A field typed into is no longer marked; the server checks it again on the next submit.
    if (errors[name] && value.trim() !== "") setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const missing = REQUIRED.filter((name) => values[name].trim() === "");
    if (missing.length > 0) {
      // SPEC §5's toast, and each empty field marked with its message, focus on the first.
      notify.error(t("Please fill all the fields"), 2000);
      setErrors(Object.fromEntries(missing.map((name) => [name, REQUIRED_MESSAGE[name]])));
      focusField(missing[0]!);
      return;
    }
    setBusy(true);
    startFill();
    submissionId.current ??= newSubmissionId();
    try {
      const reply = await callApi("/api/contact/contactus", {
        ...values,
        currentUrl: window.location.href,
        submissionId: submissionId.current,
        formToken: await formToken.current,
        website: honeypot.current?.value ?? "",
      });
      // SPEC §7: status 200 with a data body is success.
      if (reply.status === 200 && reply.body.data) {
        setValues(EMPTY);
        setErrors({});
        submissionId.current = null;
        formToken.current = null;
        startFill();
        setThanks(true);
      } else {
        const fieldErrors = reply.body.errors && typeof reply.body.errors === "object" ? (reply.body.errors as Errors) : {};
        setErrors(fieldErrors);
        notify.error(t("Error Occured"), 5000);
        const first = [...REQUIRED, "designation" as const].find((name) => fieldErrors[name]);
        if (first) focusField(first);
      }
    } catch {
      notify.error(t("Error Occured"), 5000);
    } finally {
      setBusy(false);
    }
  }

  const describedBy = (name: ContactFieldName) => (errors[name] ? `contact-${name}-error` : undefined);
  const fieldError = (name: ContactFieldName) =>
    errors[name] ? (
      <p id={`contact-${name}-error`} className={styles.error}>
        {tm(errors[name]!)}
      </p>
    ) : null;

  return (
    <section className="container section" aria-labelledby="home-contact-heading" data-testid="home-contact" id="contact-us">
      <h2 id="home-contact-heading">{page.contactHeading}</h2>
      {page.contactText ? <p>{page.contactText}</p> : null}
      {actionData?.state === "thanks" ? (
        // JavaScript off: the page's action answered with the thank-you state.
        <div className={styles.thanks} role="status" data-testid="contact-thanks">
          <h3>{t("Thank You for contacting us")}</h3>
          <p>{t("Our team will get back to promptly.")}</p>
          <a className="button" href={localize("/#contact-us")}>
            {t("Okay")}
          </a>
        </div>
      ) : null}
      <div className={styles.wrap}>
        <form
          method="post"
          action={localize("/?index")}
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-busy={busy}
          aria-describedby={failed ? "contact-form-error" : undefined}
        >
          <input type="hidden" name="formToken" value={contactForm.formToken} />
          {failed ? (
            <p id="contact-form-error" className={styles.formError} role="alert">
              {tm(failed.error)}
            </p>
          ) : null}
          <div className={styles.column}>
            {LEFT.map((f) => (
              <div className={styles.field} key={f.name}>
                <label htmlFor={`contact-${f.name}`}>
                  {t(f.label)}
                  {f.name === "designation" ? <span className={styles.optional}> {t("(optional)")}</span> : null}
                </label>
                <input
                  id={`contact-${f.name}`}
                  name={f.name}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  maxLength={f.maxLength}
                  value={values[f.name]}
                  onChange={onChange}
                  required={f.name !== "designation"}
                  aria-invalid={errors[f.name] ? true : undefined}
                  aria-describedby={describedBy(f.name)}
                />
                {fieldError(f.name)}
              </div>
            ))}
          </div>
          <div className={styles.column}>
            <div className={styles.field}>
              <label htmlFor="contact-message">{t("Message")}</label>
              <textarea
                id="contact-message"
                name="message"
                maxLength={4000}
                value={values.message}
                onChange={onChange}
                required
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={describedBy("message")}
              />
              {fieldError("message")}
            </div>
          </div>
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor="contact-website">{t("Leave this field empty")}</label>
            <input ref={honeypot} id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <div className={styles.actions}>
            <button ref={submitButton} type="submit" className="button">
              {t("Submit")}
            </button>
          </div>
        </form>
        {busy ? (
          <div className={styles.overlay} data-testid="contact-overlay" aria-hidden="true">
            <div className={styles.spinner} />
          </div>
        ) : null}
        {/* Always in the page, so screen readers announce the change. */}
        <p className="visually-hidden" role="status" aria-live="polite">
          {busy ? t("Sending your enquiry…") : ""}
        </p>
      </div>
      <Modal open={thanks} onClose={() => setThanks(false)} labelledBy="contact-thanks-title" returnFocus={submitButton.current}>
        <div className={styles.modal} data-testid="contact-modal">
          <h2 id="contact-thanks-title">{t("Thank You for contacting us")}</h2>
          <p>{t("Our team will get back to promptly.")}</p>
          <button type="button" className="button" onClick={() => setThanks(false)}>
            {t("Okay")}
          </button>
        </div>
      </Modal>
    </section>
  );
}
