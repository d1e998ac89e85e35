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
import { QUESTION_MAX_CHARACTERS } from "~/assistant/contract/limits";
import { ASSISTANT_UNEXPECTED, assistantFormAnswer, assistantFormFeedback } from "~/assistant/routes.server";
import type { AssistantExchange } from "~/assistant/types";

export async function loader({ request }: LoaderFunctionArgs) {
  const [meta, intro] = await Promise.all([loadPageMeta("/assistant"), assistantIntro()]);
  const { token, setCookie } = ensureCsrfToken(request);
  return json(
    { meta, csrfToken: token, greeting: intro.greeting, suggestions: intro.suggestions, maxCharacters: QUESTION_MAX_CHARACTERS, formToken: issueFormToken() },
    { headers: privatePageHeaders(setCookie) },
  );
}

type PageReply = AssistantExchange & { feedback?: { helpful: boolean } };

export async function action({ request, context }: ActionFunctionArgs) {
  let fields: Fields = {};
  const question = () => (typeof fields.message === "string" ? fields.message.slice(0, QUESTION_MAX_CHARACTERS * 4) : "");
  return pageActionEdge(
    async () => {
      fields = await readFields(request);
      // 👍 / 👎 on the last answer: the conversation goes on from the same snapshot.
      if (fields.helpful !== undefined) {
        const feedback = await assistantFormFeedback(request, context, fields);
        return json<PageReply>({ question: "", feedback, conversationId: String(fields.conversationId) }, { headers: privatePageHeaders() });
      }
      const answer = await assistantFormAnswer(request, context, fields);
      return json<PageReply>({ question: question().trim(), ...answer }, { headers: privatePageHeaders() });
    },
    (error): PageReply => ({ question: question(), error: error.message }),
    { headers: () => privatePageHeaders(), unexpected: ASSISTANT_UNEXPECTED },
  );
}

export const headers = privatePageHeadersExport;
