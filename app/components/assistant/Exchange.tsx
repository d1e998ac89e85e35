import { useId, type ReactNode } from "react";
import type { AssistantExchange } from "~/assistant/types";
import { useI18n } from "~/components/i18n/i18n";
import { Link } from "~/components/i18n/Link";
import { CallTranscript } from "~/components/ui/CallTranscript";
import styles from "./Assistant.module.css";

/**
 * One question and its answer, as the page and the dialog show it: the answer, what can follow it
 * (`afterAnswer`: read aloud), a demo call's conversation behind "Show the conversation" (never in
 * the answer's text), its sources and its actions, and 👍 / 👎 (`feedback`). "Talk to sales"
 * continues the conversation (the enquiry), each place its own way: `salesButton`.
 */
export function Exchange({
  turn,
  salesButton,
  afterAnswer,
  feedback,
  onNavigate,
}: {
  turn: AssistantExchange;
  salesButton: (label: string) => ReactNode;
  afterAnswer?: ReactNode;
  /** The 👍 / 👎 of an answer (not of a decline or an enquiry's step). */
  feedback?: ReactNode;
  /** Called when a link of the answer is followed (the dialog closes). */
  onNavigate?: () => void;
}) {
  const { t, tm } = useI18n();
  const sourcesId = useId();
  return (
    <article className={styles.exchange} data-testid="assistant-exchange">
      <p className={styles.question}>
        <span className="visually-hidden">{t("You asked: ")}</span>
        {turn.question}
      </p>
      {turn.error ? (
        <p className={styles.error} role="alert">
          {/* The server's refusal, or the browser's own message, in the page's language. */}
          {tm(turn.error)}
        </p>
      ) : (
        <div className={styles.answer} data-declined={turn.declined ? "true" : "false"}>
          <p data-testid="assistant-answer">
            <span className="visually-hidden">Kathana Assist: </span>
            {/* A decline can be the server's fixed text ("I did not catch a question I know…"). */}
            {turn.answer && turn.declined ? tm(turn.answer) : turn.answer}
          </p>
          {afterAnswer}
          {turn.transcript?.turns.length ? (
            <details className={styles.transcript} data-testid="assistant-transcript">
              <summary>{t("Show the conversation")}</summary>
              <CallTranscript turns={turn.transcript.turns} />
            </details>
          ) : null}
          {turn.sources?.length ? (
            <>
              <h3 id={sourcesId} className={styles.subheading}>
                {t("Sources")}
              </h3>
              <ul className={styles.sources} aria-labelledby={sourcesId} data-testid="assistant-sources">
                {turn.sources.map((source) => (
                  <li key={source.url}>
                    <Link to={source.url} onClick={onNavigate}>
                      {source.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {turn.actions?.length ? (
            <ul className={styles.actions} data-testid="assistant-actions">
              {turn.actions.map((action) => (
                <li key={`${action.kind}:${action.url}`}>
                  {action.kind === "sales" ? (
                    salesButton(action.label)
                  ) : (
                    <Link to={action.url} onClick={onNavigate} className="button button-outline">
                      {action.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {feedback}
        </div>
      )}
    </article>
  );
}
