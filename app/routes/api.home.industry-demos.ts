import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiEdge } from "~/http/reply.server";
import { industryDemosReply } from "./_index/data.server";

/** GET /api/home/industry-demos: the home page's industry tabs' demo lists, fetched when the tabs are near. */
export const loader = ({ request }: LoaderFunctionArgs) => apiEdge(() => industryDemosReply(request));
