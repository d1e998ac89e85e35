import type { MetaFunction } from "@remix-run/node";
import { ApiGuidePage, type ApiGuidePageData } from "~/components/developers/ApiGuidePage";
import { apiGuidePageLoader } from "~/developers/api-guide.server";
import { pageMetaTags } from "~/http/meta";

/** /developers/api-guides: the demo APIs, documented from the routes' own schemas (decision 0110). */
export const loader = () => apiGuidePageLoader();

export const meta: MetaFunction = ({ data, matches }) => {
  const page = (data as ApiGuidePageData | undefined)?.page;
  return pageMetaTags(matches, page ? { title: page.title ?? page.heading, description: page.description } : null);
};

export default ApiGuidePage;
