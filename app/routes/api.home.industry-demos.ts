import { industryDemosApi } from "./_index/data.server";

/** GET /api/home/industry-demos: the home page's industry tabs' demo lists, fetched when the tabs are near. */
export const { loader, action } = industryDemosApi;
