import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { HOME_PAGE_QUERY, HOME_VIDEO_CAPTIONS_QUERY } from "~/content/queries";
import type { HOME_PAGE_QUERYResult, HOME_VIDEO_CAPTIONS_QUERYResult } from "~/sanity.types";
import type { HomeData } from "~/components/home/types";
import { contactFormData, contactPageAction } from "~/contact/routes.server";

/** `/`: the whole home page in one query, and the contact form's tokens. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [result, videoCaptions, meta] = await Promise.all([
    loadQuery<HOME_PAGE_QUERYResult>(HOME_PAGE_QUERY),
    loadQuery<HOME_VIDEO_CAPTIONS_QUERYResult>(HOME_VIDEO_CAPTIONS_QUERY),
    loadPageMeta("/"),
  ]);
  const { page } = result;
  if (!page) throw new Error("Content is missing the homePage document");
  const home: HomeData = { ...result, page, videoCaptions };
  const contact = contactFormData(request);
  // The contact form carries per-visitor tokens (CSRF, render time), so no shared cache may keep
  // this page (decision 0070); browsers still revalidate on every visit as before.
  const headers = new Headers({ "Cache-Control": "private, no-cache" });
  if (contact.setCookie) headers.append("Set-Cookie", contact.setCookie);
  // Browser title and description of the home page: its "Page" document, like every other route.
  const seo = { title: meta.title, description: meta.description };
  return json({ home, contactForm: contact.data, csrfToken: contact.csrfToken, seo }, { headers });
}

/** The Contact Us form posted without JavaScript. */
export const action = (args: ActionFunctionArgs) => contactPageAction(args);
