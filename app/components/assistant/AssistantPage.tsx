import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useI18n } from "~/components/i18n/i18n";
import { CsrfField } from "~/components/request-context";
import { Exchange } from "./Exchange";
import { sendOnEnter } from "./send-on-enter";
import type { AssistantExchange } from "~/assistant/types";
import { AnswerFeedback } from "./AnswerFeedback";
import styles from "./Assistant.module.css";

/**
 * Kathana Assist as a page (issue 27). A plain form: without JavaScript it posts to the page's
 * action and the answer comes back in the page; with JavaScript Remix submits it the same way.
 * A follow-up question carries the last answer's conversation id, so "and for hospitals?" keeps
 * the subject of the question before.
 */
export function AssistantPage({
  heading,
  greeting,
  suggestions,
  maxCharacters,
  formToken,
}: {
  heading: string;
  greeting: string;
  suggestions: readonly string[];
  maxCharacters: number;
  /** The contact form's signed render time: an enquiry to sales made here is checked like the form's. */
  formToken: string;
}) {
  const { t } = useI18n();
  const reply = useActionData<AssistantExchange & { feedback?: { helpful: boolean } }>();
  const busy = useNavigation().state === "submitting";
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // After an answer, the next question is typed at once.
    if (reply && !busy && field.current) field.current.value = "";
  }, [reply, busy]);

  return (
    <div className={`container section ${styles.page}`}>
      <h1>{heading}</h1>
      {greeting ? <p className={styles.intro}>{greeting}</p> : null}

      <section aria-labelledby="assistant-log-heading" className={styles.log}>
        <h2 id="assistant-log-heading" className="visually-hidden">
          {t("Conversation")}
        </h2>
        <div role="log" aria-live="polite" aria-relevant="additions" data-testid="assistant-log">
          {reply?.feedback ? (
            <p role="status" data-testid="assistant-feedback-thanks">
              {t("Thank you for telling us whether the answer helped.")}
            </p>
          ) : reply ? (
            <Exchange
              // "Talk to sales" is sent in English (the server's words); the log shows the button's label.
              turn={reply.question === "Talk to sales" ? { ...reply, question: t("Talk to sales") } : reply}
              feedback={reply.answer && reply.conversationId ? <AnswerFeedback conversationId={reply.conversationId} mode="form" /> : null}
              salesButton={(label) => (
                // "Talk to sales" continues the conversation: the assistant takes the enquiry.
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="formToken" value={formToken} />
                  {reply.conversationId ? <input type="hidden" name="conversationId" value={reply.conversationId} /> : null}
                  <button type="submit" name="message" value="Talk to sales" className="button">
                    {label}
                  </button>
                </Form>
              )}
            />
          ) : null}
        </div>
      </section>

      <Form method="post" className={styles.form} aria-busy={busy}>
        <CsrfField />
        <input type="hidden" name="formToken" value={formToken} />
        {reply?.conversationId ? <input type="hidden" name="conversationId" value={reply.conversationId} /> : null}
        <label htmlFor="assistant-question">{t("Your question")}</label>
        <textarea
          id="assistant-question"
          ref={field}
          name="message"
          rows={2}
          maxLength={maxCharacters * 2}
          required
          defaultValue={reply?.error ? reply.question : ""}
          onKeyDown={sendOnEnter}
          aria-describedby="assistant-question-hint"
        />
        <p id="assistant-question-hint" className={styles.hint}>
          {t("Enter sends; Shift+Enter starts a new line.")} {t("Up to {max} characters.", { max: maxCharacters })}{" "}
          {t(
            "Questions are kept for 90 days, without personal data such as e-mail addresses, phone or ID numbers, so our editors can see what the site does not answer yet.",
          )}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t("Asking…") : t("Ask")}
        </button>
      </Form>

      {reply ? null : (
        <section aria-labelledby="assistant-suggestions-heading" className={styles.suggestions}>
          <h2 id="assistant-suggestions-heading">{t("Try asking")}</h2>
          <Form method="post">
            <CsrfField />
            <ul>
              {suggestions.map((question) => (
                <li key={question}>
                  <button type="submit" name="message" value={question} className="button button-outline">
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </Form>
        </section>
      )}
    </div>
  );
}
