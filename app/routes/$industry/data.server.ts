import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { flowTabSlugs } from "~/components/industry/call-flow";
import { loadQuery } from "~/content/content.server";
import { INDUSTRY_PAGE_QUERY, INDUSTRY_TAB_LABELS_QUERY } from "~/content/queries.server";
import { currentLanguage, enabledLanguages, inLanguage } from "~/i18n/language.server";
import type { INDUSTRY_PAGE_QUERYResult, INDUSTRY_TAB_LABELS_QUERYResult } from "~/sanity.types";

const SLUG = /^[a-z0-9-]{1,64}$/;

/** /{industry}: the industry's page; 404 for any other slug. */
export async function loader({ params }: Pick<LoaderFunctionArgs, "params">) {
  const slug = params.industry;
  const industry = slug && SLUG.test(slug) ? await loadQuery<INDUSTRY_PAGE_QUERYResult>(INDUSTRY_PAGE_QUERY, { slug }) : null;
  if (!industry) throw new Response("Not Found", { status: 404 });
  if (industry.useCaseTabs.length < 2) return json({ industry });
  const otherSlugs = await tabSlugsInOtherLanguages(slug!);
  return json({ industry: { ...industry, useCaseTabs: industry.useCaseTabs.map((tab) => ({ ...tab, otherSlugs: otherSlugs.get(tab._key) ?? [] })) } });
}

/** Each call-flow tab's `?flow=` slugs in the site's other languages, by the tab's key. */
async function tabSlugsInOtherLanguages(slug: string): Promise<Map<string, string[]>> {
  const byKey = new Map<string, string[]>();
  const here = currentLanguage();
  for (const code of enabledLanguages()) {
    if (code === here) continue;
    const tabs = (await inLanguage(code, () => loadQuery<INDUSTRY_TAB_LABELS_QUERYResult>(INDUSTRY_TAB_LABELS_QUERY, { slug }))) ?? [];
    const slugs = flowTabSlugs(tabs.map((tab) => ({ ...tab, isDefault: false })));
    tabs.forEach((tab, i) => byKey.set(tab._key, [...(byKey.get(tab._key) ?? []), slugs[i]!]));
  }
  return byKey;
}
