/**
 * /assistant: Kathana Assist as a page. Its form works without JavaScript (the action answers and
 * the page shows the exchange); it carries a CSRF token, so the page is never shared by caches.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { loadPageMeta } from "~/content/page-meta.server";
import { ensureCsrfToken } from "~/security/csrf.server";
import { issueFormToken } from "~/contact/form-token.server";
import { readFields, type Fields } from "~/http/request.server";
import { pageActionEdge } from "~/http/reply.server";
import { privatePageHeaders, privatePageHeadersExport } from "~/http/cache.server";
import { assistantIntro } from "~/assistant/index.server";
import { QUESTION_MAX_CHARACTERS } from "~/assistant/limits";
import { ASSISTANT_UNEXPECTED, assistantFormAnswer } from "~/assistant/routes.server";
import type { AssistantExchange } from "~/assistant/types";

export async function loader({ request }: LoaderFunctionArgs) {
  const [meta, intro] = await Promise.all([loadPageMeta("/assistant"), assistantIntro()]);
  const { token, setCookie } = ensureCsrfToken(request);
  return json(
    { meta, csrfToken: token, greeting: intro.greeting, suggestions: intro.suggestions, maxCharacters: QUESTION_MAX_CHARACTERS, formToken: issueFormToken() },
    { headers: privatePageHeaders(setCookie) },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  let fields: Fields = {};
  const question = () => (typeof fields.message === "string" ? fields.message.slice(0, QUESTION_MAX_CHARACTERS * 4) : "");
  return pageActionEdge(
    async () => {
      fields = await readFields(request);
      const answer = await assistantFormAnswer(request, context, fields);
      return json<AssistantExchange>({ question: question().trim(), ...answer }, { headers: privatePageHeaders() });
    },
    (error): AssistantExchange => ({ question: question(), error: error.message }),
    { headers: () => privatePageHeaders(), unexpected: ASSISTANT_UNEXPECTED },
  );
}

export const headers = privatePageHeadersExport;
