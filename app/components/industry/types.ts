import type { SerializeFrom } from "@remix-run/node";
import type { INDUSTRY_PAGE_QUERYResult } from "~/sanity.types";

/** An industry page as its loader sends it (INDUSTRY_PAGE_QUERY's result as JSON; the loader 404s on null). */
export type IndustryContent = SerializeFrom<NonNullable<INDUSTRY_PAGE_QUERYResult>>;
type UseCaseTab = IndustryContent["useCaseTabs"][number];
export type CallFlow = UseCaseTab["callFlow"];
export type ExploreIndustry = IndustryContent["explore"][number];
