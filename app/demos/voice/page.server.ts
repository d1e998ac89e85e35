/**
 * Loader, action and headers of /demos/voice and /demos/voice/2. The pages embed a CSRF token for
 * their no-JavaScript forms, so they are private (never shared by caches).
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { VOICE_DEMO_QUERY } from "~/content/queries";
import type { VOICE_DEMO_QUERYResult } from "~/sanity.types";
import { ensureCsrfToken } from "~/security/csrf.server";
import { voiceDemoPageAction, type VoicePageResult } from "./service.server";

function privateHeaders(setCookie?: string): Headers {
  const headers = new Headers({ "Cache-Control": "private, no-cache" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return headers;
}

async function load(request: Request, path: "/demos/voice" | "/demos/voice/2") {
  const [content, meta] = await Promise.all([loadQuery<VOICE_DEMO_QUERYResult>(VOICE_DEMO_QUERY), loadPageMeta(path)]);
  if (!content.page) throw new Error("Content is missing the voiceDemoPage document");
  const { token, setCookie } = ensureCsrfToken(request);
  return json(
    {
      content: { ...content, page: content.page },
      meta,
      csrfToken: token,
      maxUploadKb: Math.round(getConfig().asr.maxBytes / 1024),
    },
    { headers: privateHeaders(setCookie) },
  );
}

export const voicePageLoader = ({ request }: LoaderFunctionArgs) => load(request, "/demos/voice");
export const voicePage2Loader = ({ request }: LoaderFunctionArgs) => load(request, "/demos/voice/2");

/** JavaScript off: the file form (and the feedback form) post here and get the page back with the result. */
export async function voicePageAction(args: ActionFunctionArgs) {
  const result = await voiceDemoPageAction(args, "voicedemoupload");
  return json<VoicePageResult>(result, { status: result.status, headers: privateHeaders() });
}

export async function voicePage2Action(args: ActionFunctionArgs) {
  const result = await voiceDemoPageAction(args, "voicedemoupload2");
  return json<VoicePageResult>(result, { status: result.status, headers: privateHeaders() });
}

export function voicePageHeaders({ loaderHeaders, actionHeaders }: { loaderHeaders: Headers; actionHeaders: Headers }) {
  const headers = new Headers({ "Cache-Control": "private, no-cache" });
  for (const source of [loaderHeaders, actionHeaders]) for (const cookie of source.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}
