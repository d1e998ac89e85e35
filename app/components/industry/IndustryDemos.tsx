import { useI18n } from "~/components/i18n/i18n";
import { DemoCard, type DemoCardContent } from "~/components/ui/DemoCard";
import { DemoGrid } from "~/components/ui/DemoGrid";
import type { IndustryContent } from "./types";

/** The industry's demo cards: the shared DemoCard, as on the home page and All Demos. */
export function IndustryDemos({ industry }: { industry: IndustryContent }) {
  const { t } = useI18n();
  if (industry.demos.length === 0) return null;
  return (
    <section className="container section" aria-labelledby="industry-demos-heading">
      <h2 id="industry-demos-heading">{t("{industry} Demos", { industry: industry.tabLabel })}</h2>
      <DemoGrid count={industry.demos.length} testId="industry-demos">
        {industry.demos.map((demo) => (
          <li key={demo._key}>
            <DemoCard demo={demo as DemoCardContent} />
          </li>
        ))}
      </DemoGrid>
    </section>
  );
}
