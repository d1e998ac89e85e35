import { json, type ActionFunctionArgs } from "@remix-run/node";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { HOME_INDUSTRY_DEMOS_QUERY, HOME_PAGE_QUERY, HOME_VIDEO_CAPTIONS_QUERY } from "~/content/queries.server";
import type { HOME_INDUSTRY_DEMOS_QUERYResult, HOME_PAGE_QUERYResult, HOME_VIDEO_CAPTIONS_QUERYResult } from "~/sanity.types";
import type { HomeData, IndustryDemosData } from "~/components/home/types";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { enabledLanguages, inLanguage } from "~/i18n/language.server";
import { contentCacheControl } from "~/http/cache.server";
import { endpoint } from "~/http/edge.server";
import { jsonReply } from "~/http/reply.server";
import { currentPreview } from "~/preview/session.server";
import { contactFormData, contactPageAction } from "~/contact/routes.server";

/**
 * `/`: the whole home page in one query. Nothing in it is personal (the contact form's tokens are
 * fetched by the browser, decision 0028), so it is public: the page cache and CDNs may keep it.
 */
export async function loader() {
  const [result, videoCaptions, meta] = await Promise.all([
    loadQuery<HOME_PAGE_QUERYResult>(HOME_PAGE_QUERY),
    loadQuery<HOME_VIDEO_CAPTIONS_QUERYResult>(HOME_VIDEO_CAPTIONS_QUERY),
    loadPageMeta("/"),
  ]);
  const { page } = result;
  if (!page) throw new Error("Content is missing the homePage document");
  const home: HomeData = { ...result, page, videoCaptions };
  // Browser title and description of the home page: its "Page" document, like every other route.
  const seo = { title: meta.title, description: meta.description };
  return json({ home, contactForm: contactFormData(), seo });
}

/**
 * GET /api/home/industry-demos: each industry tab's demo list (see HOME_INDUSTRY_DEMOS_QUERY), in
 * the language `?lang=` names (the home page's own; the API has no language prefix), else the default.
 */
export const industryDemosApi = endpoint({
  methods: ["GET"],
  handle: async ({ request }) => {
    const asked = new URL(request.url).searchParams.get("lang");
    const language = asked && enabledLanguages().includes(asked) ? asked : DEFAULT_LANGUAGE;
    const industries = await inLanguage(language, () => loadQuery<HOME_INDUSTRY_DEMOS_QUERYResult>(HOME_INDUSTRY_DEMOS_QUERY));
    const data: IndustryDemosData = { industries };
    return jsonReply(data, { headers: { "Cache-Control": contentCacheControl(request, currentPreview() !== undefined) } });
  },
});

/** The Contact Us form posted without JavaScript. */
export const action = (args: ActionFunctionArgs) => contactPageAction(args);
