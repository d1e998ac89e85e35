import { Form } from "@remix-run/react";
import { useId, useState } from "react";
import { callApi } from "~/components/api-client";
import { CsrfField } from "~/components/request-context";
import { useI18n } from "~/components/i18n/i18n";
import styles from "./Assistant.module.css";

const LABELS = { yes: "Yes, this helped", no: "No, this did not help" } as const;

/**
 * "Was this helpful?" with 👍 and 👎 (issue 43): two buttons a keyboard and a screen reader use like
 * any other, their names in words, the choice announced. In the dialog they call the API; on the
 * /assistant page without JavaScript they post a form.
 */
export function AnswerFeedback({ conversationId, mode }: { conversationId: string; mode: "api" | "form" }) {
  const { t } = useI18n();
  const headingId = useId();
  const [voted, setVoted] = useState<"yes" | "no" | null>(null);
  const [failed, setFailed] = useState(false);
  async function vote(choice: "yes" | "no") {
    const reply = await callApi("/api/assistant/feedback", { conversationId, helpful: choice === "yes" }).catch(() => null);
    if (reply && reply.status === 200) {
      setVoted(choice);
      setFailed(false);
    } else setFailed(true);
  }
  const button = (choice: "yes" | "no") => (
    <button
      type={mode === "form" ? "submit" : "button"}
      name={mode === "form" ? "helpful" : undefined}
      value={mode === "form" ? choice : undefined}
      className={`button button-outline ${styles.vote}`}
      aria-pressed={mode === "api" ? voted === choice : undefined}
      onClick={mode === "api" ? () => void vote(choice) : undefined}
      data-testid={`assistant-feedback-${choice}`}
    >
      <span aria-hidden="true">{choice === "yes" ? "👍" : "👎"}</span>
      <span className="visually-hidden">{t(LABELS[choice])}</span>
    </button>
  );
  const buttons = (
    <>
      {button("yes")}
      {button("no")}
    </>
  );
  return (
    <div className={styles.feedback} role="group" aria-labelledby={headingId}>
      <span id={headingId}>{t("Was this helpful?")}</span>
      {mode === "form" ? (
        <Form method="post" className={styles.voteForm}>
          <CsrfField />
          <input type="hidden" name="conversationId" value={conversationId} />
          {buttons}
        </Form>
      ) : (
        buttons
      )}
      <span role="status" className={styles.voteStatus}>
        {voted ? t("Thank you for telling us.") : failed ? t("Your answer could not be sent; please try again.") : ""}
      </span>
    </div>
  );
}
