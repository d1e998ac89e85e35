import type { SerializeFrom } from "@remix-run/node";
import type { INDUSTRY_PAGE_QUERYResult } from "~/sanity.types";

/** An industry page as its loader sends it (INDUSTRY_PAGE_QUERY's result as JSON; the loader 404s on null). */
type IndustryDocument = SerializeFrom<NonNullable<INDUSTRY_PAGE_QUERYResult>>;
/** …with each call-flow tab's slugs in the other languages when it has several tabs (call-flow.ts). */
export type IndustryContent = Omit<IndustryDocument, "useCaseTabs"> & {
  useCaseTabs: (IndustryDocument["useCaseTabs"][number] & { otherSlugs?: string[] })[];
};
type UseCaseTab = IndustryContent["useCaseTabs"][number];
export type CallFlow = UseCaseTab["callFlow"];
export type ExploreIndustry = IndustryContent["explore"][number];
