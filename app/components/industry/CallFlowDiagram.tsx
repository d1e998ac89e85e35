import { useMemo } from "react";
import { useI18n } from "~/components/i18n/i18n";
import { SanityImage } from "~/components/ui/SanityImage";
import { hasImage } from "~/content/image";
import { SPEAKER_LABELS, flowRows, type FlowStep } from "./call-flow";
import type { CallFlow } from "./types";
import styles from "./CallFlowDiagram.module.css";

/** The connector drawn between two boxes; decoration only, the list order carries the meaning. */
function Arrow() {
  return (
    <svg className={styles.arrow} viewBox="0 0 16 28" width="16" height="28" aria-hidden="true" focusable="false">
      <path d="M8 0v22" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M2 18l6 8 6-8z" fill="currentColor" />
    </svg>
  );
}

function StepBox({ step }: { step: FlowStep }) {
  const { t } = useI18n();
  return (
    <div className={styles.step} data-speaker={step.speaker}>
      <span className={styles.speaker}>
        {t(SPEAKER_LABELS[step.speaker])}
        <span className="visually-hidden">:</span>
      </span>{" "}
      <span className={styles.stepText}>{step.text}</span>
    </div>
  );
}

/**
 * A call flow drawn from its structured steps (content, edited in the Studio) as an ordered list
 * styled as a flow chart: a box per step with its speaker, arrows between boxes, and decisions
 * whose branches sit side by side (stacked on narrow screens). The list is the text alternative,
 * so a screen reader hears the whole flow in order. An editor's diagram image, when set, is shown
 * above the same list, which then sits in a disclosure.
 */
export function CallFlowDiagram({ flow, id, headingLevel }: { flow: CallFlow; id: string; headingLevel: 3 | 4 }) {
  const { t } = useI18n();
  const rows = useMemo(() => flowRows(flow.steps), [flow.steps]);
  const Heading = `h${headingLevel}` as "h3" | "h4";
  const list = (
    <ol className={styles.flow} aria-labelledby={`${id}-title`} data-testid="call-flow-steps">
      {rows.map((row, i) => (
        <li key={row.key} className={styles.row}>
          {i > 0 ? <Arrow /> : null}
          {row.kind === "step" ? (
            <StepBox step={row.step} />
          ) : (
            <div className={styles.decision}>
              <p className={styles.decisionLabel}>{row.optional ? t("Only on some calls") : t("The call branches")}</p>
              <ul className={styles.branches}>
                {row.branches.map((branch) => (
                  <li key={branch.condition} className={styles.branch}>
                    <Arrow />
                    <p className={styles.condition}>{branch.condition}</p>
                    <ol className={styles.branchSteps}>
                      {branch.steps.map((step) => (
                        <li key={step.key}>
                          <Arrow />
                          <StepBox step={step} />
                        </li>
                      ))}
                    </ol>
                  </li>
                ))}
                {row.optional ? (
                  <li className={`${styles.branch} ${styles.skip}`}>
                    <Arrow />
                    <p className={styles.condition}>{t("Otherwise")}</p>
                    <p className={styles.skipText}>{t("The call goes straight on to the next step.")}</p>
                  </li>
                ) : null}
              </ul>
            </div>
          )}
        </li>
      ))}
    </ol>
  );

  return (
    <div className={styles.diagram}>
      <Heading id={`${id}-title`} className={styles.title}>
        {flow.title}
      </Heading>
      {flow.summary ? <p className={styles.summary}>{flow.summary}</p> : null}
      {flow.diagram && hasImage(flow.diagram) ? (
        <>
          <SanityImage image={flow.diagram} width={800} sizes="(max-width: 840px) 100vw, 800px" className={styles.image} />
          <details className={styles.textVersion}>
            <summary>{t("Steps of the flow as text")}</summary>
            {list}
          </details>
        </>
      ) : (
        list
      )}
    </div>
  );
}
