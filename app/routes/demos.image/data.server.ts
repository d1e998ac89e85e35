/**
 * /demos/image. The page embeds a CSRF token for its no-JavaScript
 * forms, so it is private to the visitor (never shared by caches).
 * JavaScript off, the page's forms post here: a photo (multipart `customFile`), a sample photo
 * (`sample` = its document id) or a correction (`intent=correct`); the page comes back with the answer.
 */
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { getContentEnv, loadQuery } from "~/content/content.server";
import { urlFor } from "~/content/image";
import { serveContentImage } from "~/content/images.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { IMAGE_DEMO_QUERY } from "~/content/queries.server";
import { knownFoods } from "~/engines/food-recognition/food-recognition.server";
import type { IMAGE_DEMO_QUERYResult } from "~/sanity.types";
import { checkDemoAccess } from "~/security/demo-access.server";
import { ensureCsrfToken } from "~/security/csrf.server";
import { readFields } from "~/http/request.server";
import { AppError } from "~/http/app-error";
import { pageActionEdge } from "~/http/reply.server";
import { privatePageHeaders, privatePageHeadersExport } from "~/http/cache.server";
import { addCorrection } from "~/demos/food/corrections.server";
import { callerKey, foodCorrectionLimits, FOOD_DEMO_UNEXPECTED, foodDemoLimits, recognizePhoto, type PhotoReply } from "~/demos/food/service.server";
import { readPhotoUpload, type PhotoUpload } from "~/demos/food/upload.server";

export interface FoodDemoActionData {
  reply?: PhotoReply;
  error?: string;
  /** Correction outcome (JavaScript off). */
  corrected?: { label: string; applied: boolean; known: boolean };
  correctionError?: string;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const [content, meta] = await Promise.all([loadQuery<IMAGE_DEMO_QUERYResult>(IMAGE_DEMO_QUERY), loadPageMeta("/demos/image")]);
  if (!content.page) throw new Error("Content is missing the imageDemoPage document");
  const { token, setCookie } = ensureCsrfToken(request);
  return json({ content: { ...content, page: content.page }, meta, foods: knownFoods(), csrfToken: token }, { headers: privatePageHeaders(setCookie) });
}

/** The bytes of a sample photo, read in-process from the content image route (or its CDN). */
async function samplePhoto(request: Request, id: unknown): Promise<PhotoUpload> {
  const { photos } = await loadQuery<IMAGE_DEMO_QUERYResult>(IMAGE_DEMO_QUERY);
  const photo = photos.find((p) => p._id === id);
  if (!photo?.image) throw new AppError(404, "Unknown sample photo.");
  const url = new URL(urlFor(getContentEnv(), photo.image).url(), request.url);
  const prefix = "/content/images/";
  const response = url.pathname.startsWith(prefix)
    ? await serveContentImage(new Request(url), url.pathname.slice(prefix.length))
    : await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new AppError(503, "The sample photo is not available.");
  const bytes = Buffer.from(await response.arrayBuffer());
  const mimeType = response.headers.get("content-type");
  return { bytes, mimeType, filename: null, fields: {} };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  return pageActionEdge(
    async () => {
      if (type.startsWith("multipart/form-data")) {
        const upload = await readPhotoUpload(request, { field: "customFile", maxBytes: getConfig().food.maxBytes });
        await checkDemoAccess(request, context, foodDemoLimits(), upload.fields);
        return json<FoodDemoActionData>({ reply: await recognizePhoto(upload) }, { headers: privatePageHeaders() });
      }
      const fields = await readFields(request);
      if (fields.intent === "correct") {
        const caller = await checkDemoAccess(request, context, foodCorrectionLimits(), fields);
        const result = await addCorrection({ photoId: fields.photoId, label: fields.label, client: callerKey(caller) });
        if (!result.ok) return json<FoodDemoActionData>({ correctionError: result.error }, { status: result.status, headers: privatePageHeaders() });
        return json<FoodDemoActionData>(
          { corrected: { label: result.label, applied: result.applied, known: result.known } },
          { headers: privatePageHeaders() },
        );
      }
      await checkDemoAccess(request, context, foodDemoLimits(), fields);
      return json<FoodDemoActionData>({ reply: await recognizePhoto(await samplePhoto(request, fields.sample)) }, { headers: privatePageHeaders() });
      // The page shows 'No response' with the reason, never an error page.
    },
    (error): FoodDemoActionData => ({ error: error.message }),
    { headers: () => privatePageHeaders(), unexpected: FOOD_DEMO_UNEXPECTED },
  );
}

export const headers = privatePageHeadersExport;
