import { json } from "@remix-run/node";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { CONTACT_PAGE_QUERY } from "~/content/queries.server";
import type { CONTACT_PAGE_QUERYResult } from "~/sanity.types";

/** /contact: the page texts and the contact details from the site settings. */
export async function loader() {
  const [{ page, settings }, meta] = await Promise.all([loadQuery<CONTACT_PAGE_QUERYResult>(CONTACT_PAGE_QUERY), loadPageMeta("/contact")]);
  if (!page || !settings) throw new Error("Content is missing the contact page or site settings");
  return json({ page, settings, description: meta.description });
}
