import { json } from "@remix-run/node";
import { getContentEnv, loadQuery } from "~/content/content.server";
import { HOME_PAGE_QUERY } from "~/content/queries";
import type { HOME_PAGE_QUERYResult } from "~/sanity.types";
import type { HomeContent } from "./types";

/** Loader of `/`: the whole home page in one query, and where its assets live. */
export async function loadHome() {
  const result = await loadQuery<HOME_PAGE_QUERYResult>(HOME_PAGE_QUERY);
  const { page } = result;
  if (!page) throw new Error("Content is missing the homePage document");
  const home: HomeContent = { ...result, page };
  return json({ home, contentEnv: getContentEnv() });
}
