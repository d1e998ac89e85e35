/**
 * /demos/text. The page embeds a CSRF token for its no-JavaScript form, so it is never shared by
 * caches (private, no-cache), unlike the other public pages.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { TEXT_DEMO_QUERY } from "~/content/queries.server";
import type { TEXT_DEMO_QUERYResult } from "~/sanity.types";
import { ensureCsrfToken } from "~/security/csrf.server";
import { readFields, type Fields } from "~/http/request.server";
import { pageActionEdge } from "~/http/reply.server";
import { privatePageHeaders, privatePageHeadersExport } from "~/http/cache.server";
import { keptTextDemoValues, TEXT_DEMO_UNEXPECTED, textDemoFormAction, type TextDemoFormResult } from "~/demos/text/textdemo.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const [content, meta] = await Promise.all([loadQuery<TEXT_DEMO_QUERYResult>(TEXT_DEMO_QUERY), loadPageMeta("/demos/text")]);
  if (!content.page) throw new Error("Content is missing the textDemoPage document");
  const { token, setCookie } = ensureCsrfToken(request);
  return json({ content: { ...content, page: content.page }, meta, csrfToken: token }, { headers: privatePageHeaders(setCookie) });
}

/** JavaScript off: the demo form posts here and gets the page back with an <audio> (or the error). */
export async function action({ request, context }: ActionFunctionArgs) {
  let fields: Fields | undefined;
  return pageActionEdge(
    async () => {
      fields = await readFields(request);
      const result = await textDemoFormAction(request, context, fields);
      return json<TextDemoFormResult>(result, { headers: privatePageHeaders() });
    },
    (error): TextDemoFormResult => ({ error: error.message, values: fields && keptTextDemoValues(fields) }),
    { headers: () => privatePageHeaders(), unexpected: TEXT_DEMO_UNEXPECTED },
  );
}

export const headers = privatePageHeadersExport;
