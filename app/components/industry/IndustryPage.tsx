import type { ContentEnv } from "~/content/image";
import { CallFlows } from "./CallFlows";
import { ExploreIndustries } from "./ExploreIndustries";
import { IndustryBanner } from "./IndustryBanner";
import { IndustryDemos } from "./IndustryDemos";
import type { IndustryContent } from "./types";

/** An industry use-case page (SPEC §2): banner, demo cards, call flows, the other industries. */
export function IndustryPage({ industry, env }: { industry: IndustryContent; env: ContentEnv }) {
  return (
    <>
      <IndustryBanner industry={industry} env={env} />
      <IndustryDemos industry={industry} env={env} />
      <CallFlows industry={industry} env={env} />
      <ExploreIndustries industries={industry.explore} env={env} />
    </>
  );
}
