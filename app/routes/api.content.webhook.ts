import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleContentWebhook } from "~/content/webhook.server";

// POST /api/content/webhook: Sanity's signed webhook; clears the content query cache.
export function action({ request }: ActionFunctionArgs) {
  return handleContentWebhook(request);
}

// GET/HEAD land here; the handler answers 405.
export function loader({ request }: LoaderFunctionArgs) {
  return handleContentWebhook(request);
}
