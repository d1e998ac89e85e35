import { useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useI18n } from "~/components/i18n/i18n";
import { Link } from "~/components/i18n/Link";
import { CallFlowDiagram } from "./CallFlowDiagram";
import { flowTabSlugs, selectedTabIndex, tabKeyTarget } from "./call-flow";
import type { IndustryContent } from "./types";
import styles from "./CallFlows.module.css";

/** False on the server and in the first browser render, true once React has hydrated. */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The call-flow section. One flow: its diagram under a heading. Several (BFSI): a WAI-ARIA tablist
 * whose tabs are links to `?flow=<tab>` (decision 0080; the tab's label as a slug in the page's
 * language, see call-flow.ts). The server renders every panel and hides all but the selected one,
 * so without JavaScript a tab is an ordinary link that reloads the page with that tab selected;
 * with JavaScript the same link is a client navigation that runs no loader (the route's
 * shouldRevalidate), arrow keys / Home / End move and select, and the tabindex roves.
 */
export function CallFlows({ industry }: { industry: IndustryContent }) {
  const { t } = useI18n();
  const tabs = industry.useCaseTabs;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const selected = selectedTabIndex(tabs, search.get("flow"));

  if (tabs.length === 0) return null;

  if (tabs.length === 1) {
    const [only] = tabs;
    return (
      <section className={`container section ${styles.section}`} aria-labelledby="call-flow-heading" data-testid="call-flows">
        <h2 id="call-flow-heading">{t("Call Flow: {label}", { label: only!.label })}</h2>
        <CallFlowDiagram flow={only!.callFlow} id="call-flow" headingLevel={3} />
      </section>
    );
  }

  const slugs = flowTabSlugs(tabs);
  const href = (i: number) => `?flow=${encodeURIComponent(slugs[i]!)}`;
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabKeyTarget(event.key, selected, tabs.length);
    if (next === null) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    navigate(href(next), { replace: true, preventScrollReset: true });
  };

  return (
    <section className={`container section ${styles.section}`} aria-labelledby="call-flows-heading" data-testid="call-flows">
      <h2 id="call-flows-heading">{t("Call Flows")}</h2>
      {/* Keys are handled on the list for all its tabs (the APG pattern); each tab is a link. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div role="tablist" aria-labelledby="call-flows-heading" className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <Link
            key={tab._key}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            to={href(i)}
            replace
            preventScrollReset
            role="tab"
            id={`flow-tab-${tab._key}`}
            aria-selected={i === selected}
            aria-controls={`flow-panel-${tab._key}`}
            // Roving tabindex only once the arrow keys work; before that every tab is a plain link.
            tabIndex={hydrated ? (i === selected ? 0 : -1) : undefined}
            className={styles.tab}
          >
            {tab.label}
          </Link>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab._key}
          role="tabpanel"
          id={`flow-panel-${tab._key}`}
          aria-labelledby={`flow-tab-${tab._key}`}
          hidden={i !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          <CallFlowDiagram flow={tab.callFlow} id={`flow-${tab._key}`} headingLevel={3} />
        </div>
      ))}
    </section>
  );
}
