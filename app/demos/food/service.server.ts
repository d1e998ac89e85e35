/**
 * The image demo's calls (SPEC §7 photosdemo / photosdemoupload, and the page's own action):
 * access check, bounded upload, recognition, the learned answer, the JSON reply. Every failure is
 * an AppError (FoodEngineError is one: 4xx, or 503 when busy) answered with a JSON message.
 */
import { getConfig } from "~/config.server";
import { analyzeFood, checkDeclaredType, validateImageBytes } from "~/engines/food-recognition/food-recognition.server";
import { checkDemoAccess, type DemoCaller, type DemoLimits } from "~/security/demo-access.server";
import { readFields } from "~/http/request.server";
import { AppError } from "~/http/app-error";
import { jsonReply, type Unexpected } from "~/http/reply.server";
import { endpoint, type EdgeRequest } from "~/http/edge.server";
import { addCorrection, learnedAnswer, rememberPhoto } from "./corrections.server";
import { readPhotoUpload, type PhotoUpload } from "./upload.server";

/** How `item` reads when the photo is not one of the foods we know (docs/decisions/0031). */
const NOT_A_FOOD_ITEM = "Not a food we know";

const TEN_MINUTES = 10 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
export function foodDemoLimits(): DemoLimits {
  const n = getConfig().food.demoRatePerClient;
  return { name: "photo", perClient: { limit: n, windowMs: TEN_MINUTES }, perKey: { limit: n * 10, windowMs: TEN_MINUTES } };
}
export function foodCorrectionLimits(): DemoLimits {
  const n = getConfig().food.correctionRatePerClient;
  return { name: "photo-correction", perClient: { limit: n, windowMs: HOUR }, perKey: { limit: n * 10, windowMs: HOUR } };
}

interface PredictionEntry {
  item: string;
  confidence: number;
  isFood: boolean;
  label: string | null;
  /** True when the answer comes from visitors' corrections rather than the model. */
  learned: boolean;
}

export interface PhotoReply {
  prediction: PredictionEntry[];
  /** Pass back to the correction call ('Was this right?'); absent when corrections are off. */
  photoId?: string;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Recognises validated bytes; the learned label wins over the model when corrections agree. */
export async function recognizePhoto(upload: PhotoUpload): Promise<PhotoReply> {
  const { food } = getConfig();
  checkDeclaredType({ mimeType: upload.mimeType, filename: upload.filename });
  validateImageBytes(upload.bytes, { maxBytes: food.maxBytes, maxPixels: food.maxPixels });
  const { result, embedding } = await analyzeFood(upload.bytes);
  const model: PredictionEntry = {
    item: result.item ?? NOT_A_FOOD_ITEM,
    confidence: round(result.confidence),
    isFood: result.isFood,
    label: result.label,
    learned: false,
  };
  const alternatives: PredictionEntry[] = result.alternatives.map((a) => ({
    item: a.item,
    confidence: round(a.confidence),
    isFood: true,
    label: a.label,
    learned: false,
  }));
  if (!embedding) return { prediction: [model, ...alternatives] };
  const learned = await learnedAnswer(embedding);
  const photoId = rememberPhoto(embedding);
  if (!learned) return { prediction: [model, ...alternatives], photoId };
  const first: PredictionEntry = { item: learned.label, confidence: round(learned.similarity), isFood: true, label: null, learned: true };
  return { prediction: [first, model, ...alternatives], photoId };
}

/** Anything that is not an AppError: logged, answered 503. */
export const FOOD_DEMO_UNEXPECTED: Unexpected = { event: "photo demo failed", message: "Food recognition is not available right now." };

/** Access first when the request can prove it without its body (a bearer key or the CSRF header). */
const provesAccessInHeaders = (request: Request) => request.headers.has("authorization") || request.headers.has("x-csrftoken");

/** Upload → access check (CSRF or API key, rate limit) → recognition: photosdemo (`file`) and photosdemoupload (`customFile`). */
export function foodDemoApi(field: "file" | "customFile") {
  return endpoint({
    methods: ["POST"],
    access: async ({ request, context }: EdgeRequest) => {
      if (provesAccessInHeaders(request)) await checkDemoAccess(request, context, foodDemoLimits());
    },
    body: (request) => readPhotoUpload(request, { field, maxBytes: getConfig().food.maxBytes }),
    // A plain form carries its CSRF token in a field.
    accessWithBody: async ({ request, context }, upload) => {
      if (!provesAccessInHeaders(request)) await checkDemoAccess(request, context, foodDemoLimits(), upload.fields);
    },
    unexpected: FOOD_DEMO_UNEXPECTED,
    handle: async ({ body: upload }) => jsonReply(await recognizePhoto(upload)),
  });
}

export function callerKey(caller: DemoCaller): string {
  return caller.kind === "api-key" ? `key:${caller.principal.keyId}` : `ip:${caller.client}`;
}

/** POST /api/demos/photosfeedback: {photoId, label}. */
export const foodCorrectionApi = endpoint({
  methods: ["POST"],
  body: (request) => readFields(request),
  accessWithBody: ({ request, context }, fields) => checkDemoAccess(request, context, foodCorrectionLimits(), fields),
  unexpected: FOOD_DEMO_UNEXPECTED,
  handle: async ({ access: caller, body: fields }) => {
    const result = await addCorrection({ photoId: fields.photoId, label: fields.label, client: callerKey(caller) });
    if (!result.ok) throw new AppError(result.status, result.error);
    return jsonReply({ success: true, label: result.label, known: result.known, applied: result.applied });
  },
});
