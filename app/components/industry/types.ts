import type { INDUSTRY_PAGE_QUERYResult } from "~/sanity.types";

/** An industry page as INDUSTRY_PAGE_QUERY returns it (the loader 404s on null). */
export type IndustryContent = NonNullable<INDUSTRY_PAGE_QUERYResult>;
export type UseCaseTab = IndustryContent["useCaseTabs"][number];
export type CallFlow = UseCaseTab["callFlow"];
export type CallFlowStep = CallFlow["steps"][number];
export type ExploreIndustry = IndustryContent["explore"][number];
