/**
 * /demos/voice (and, through the exported helpers, /demos/voice/2). The pages embed a CSRF token
 * for their no-JavaScript forms, so they are private (never shared by caches).
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { VOICE_DEMO_QUERY } from "~/content/queries.server";
import type { VOICE_DEMO_QUERYResult } from "~/sanity.types";
import { ensureCsrfToken } from "~/security/csrf.server";
import { voiceDemoPageAction, type VoicePageResult } from "~/demos/voice/service.server";
import type { VoiceSource } from "~/demos/voice/storage.server";
import { privatePageHeaders, privatePageHeadersExport } from "~/http/cache.server";

/** The data of either voice page; `path` picks its Page document. */
export async function loadVoicePage(request: Request, path: "/demos/voice" | "/demos/voice/2") {
  const [content, meta] = await Promise.all([loadQuery<VOICE_DEMO_QUERYResult>(VOICE_DEMO_QUERY), loadPageMeta(path)]);
  if (!content.page) throw new Error("Content is missing the voiceDemoPage document");
  const { token, setCookie } = ensureCsrfToken(request);
  return json(
    {
      content: { ...content, page: content.page },
      meta,
      csrfToken: token,
      maxUploadKb: Math.round(getConfig().speechRecognition.maxBytes / 1024),
    },
    { headers: privatePageHeaders(setCookie) },
  );
}

export const loader = ({ request }: LoaderFunctionArgs) => loadVoicePage(request, "/demos/voice");

/** A plain form post to either page (JavaScript off): the result on the page, through `source`'s API. */
export async function voicePageAction(args: ActionFunctionArgs, source: VoiceSource) {
  const result = await voiceDemoPageAction(args, source);
  return json<VoicePageResult>(result, { status: result.status, headers: privatePageHeaders() });
}

/** JavaScript off: the file form (and the feedback form) post here and get the page back with the result. */
export const action = (args: ActionFunctionArgs) => voicePageAction(args, "voicedemoupload");

export const headers = privatePageHeadersExport;
