/**
 * POST /api/analytics: stores demo card audio events (SPEC §7) in `analytics_events`.
 * sendBeacon cannot set headers, so there is no CSRF token: the request must be same-origin by
 * Sec-Fetch-Site or Origin (decision 0060). Body capped, rate limited per client, never a 5xx on
 * bad input.
 */
import { textField } from "~/security/text-field.server";
import { z } from "zod";
import { getConfig } from "~/config.server";
import { getDb } from "~/db/db.server";
import { analyticsEvents } from "~/db/schema";
import { errorMessage, logWarning } from "~/log.server";
import { clientAddress, readBodyCapped } from "~/http/request.server";
import { AppError } from "~/http/app-error";
import { endpoint } from "~/http/edge.server";
import { hitRateLimit } from "~/security/rate-limit.server";

const ANALYTICS_MAX_BYTES = 2048;
export const ANALYTICS_LIMIT = { limit: 120, windowMs: 60_000 };

const analyticsEventSchema = z.discriminatedUnion("event", [
  z.object({
    event: z.literal("audio_play"),
    category: z.literal("Play"),
    label: textField("label").trim().min(1).max(500),
    page: textField("page").max(200).optional(),
  }),
  z.object({
    event: z.literal("audio_pause"),
    category: z.literal("Pause"),
    label: textField("label").trim().min(1).max(500),
    page: textField("page").max(200).optional(),
  }),
]);

export type AnalyticsInput = z.infer<typeof analyticsEventSchema>;

/** Same-origin by the browser's own word (Sec-Fetch-Site), else by Origin; neither → refused. */
export function isSameOriginRequest(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  return origin === getConfig().publicOrigin || origin === new URL(request.url).origin;
}

/** Parses a beacon body; null when it is not one valid event. */
export function parseAnalyticsBody(text: string): AnalyticsInput | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = analyticsEventSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** POST /api/analytics: one event from a page of this site. */
export const analyticsApi = endpoint({
  methods: ["POST"],
  access: ({ request }) => {
    if (!isSameOriginRequest(request)) throw new AppError(403, "Analytics events are accepted from this site only");
  },
  body: async (request) => new TextDecoder().decode(await readBodyCapped(request, ANALYTICS_MAX_BYTES, `An event is at most ${ANALYTICS_MAX_BYTES} bytes`)),
  handle: async ({ context, body }) => {
    const event = parseAnalyticsBody(body);
    if (!event) throw new AppError(400, "Send one event: {event, category, label}");
    try {
      const db = getDb();
      const rate = await hitRateLimit({ name: "analytics:ip", subject: clientAddress(context), ...ANALYTICS_LIMIT }, db);
      if (!rate.allowed) throw new AppError(429, "Too many analytics events", { headers: { "Retry-After": String(rate.retryAfter) } });
      await db.insert(analyticsEvents).values({ event: event.event, category: event.category, label: event.label, page: event.page ?? null });
    } catch (error) {
      if (error instanceof AppError) throw error;
      // The event is dropped, not retried: analytics must never cost the visitor anything.
      logWarning("analytics event not stored", { error: errorMessage(error) });
      return new Response(null, { status: 202 });
    }
    return new Response(null, { status: 204 });
  },
});
