import { BelowFold } from "~/components/ui/BelowFold";
import { CallFlows } from "./CallFlows";
import { ExploreIndustries } from "./ExploreIndustries";
import { IndustryBanner } from "./IndustryBanner";
import { IndustryDemos } from "./IndustryDemos";
import type { IndustryContent } from "./types";

/** An industry use-case page (SPEC §2): banner, demo cards, call flows, the other industries. */
export function IndustryPage({ industry }: { industry: IndustryContent }) {
  return (
    <>
      <IndustryBanner industry={industry} />
      <IndustryDemos industry={industry} />
      <BelowFold>
        <CallFlows industry={industry} />
        <ExploreIndustries industries={industry.explore} />
      </BelowFold>
    </>
  );
}
