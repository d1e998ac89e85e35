/**
 * The text demo's server side (SPEC §7 `POST /api/demos/textdemo`, the transliteration lookup, and
 * the /demos/text page's no-JavaScript form). Requests are checked here with zod; the speech and
 * transliteration engines do the work and carry their own typed errors with an HTTP status.
 */
import { hasValidSignature, signatureOf } from "~/security/signing-keys.server";
import { textField } from "~/security/text-field.server";
import { isBlank } from "~/text/characters";
import { z } from "zod";
import type { AppLoadContext } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { logWarning } from "~/log.server";
import { isSpeechSynthesisError, synthesize, type SpeechResult } from "~/engines/speech-synthesis/speech-synthesis.server";
import { MAX_SUGGESTIONS, transliterate } from "~/engines/transliteration/transliteration.server";
import { checkDemoAccess, perMinuteLimits, type DemoLimits } from "~/security/demo-access.server";
import { clientAddress, readJsonObject, type Fields } from "~/http/request.server";
import { AppError } from "~/http/app-error";
import { jsonReply, type Unexpected } from "~/http/reply.server";
import { endpoint, endpoints, forMethod } from "~/http/edge.server";
import { enforceRateLimits } from "~/security/rate-limit.server";

/** Bodies above this are refused before parsing: 1,000 spoken characters of SSML fit many times over. */
export const MAX_TEXTDEMO_BODY_BYTES = 64 * 1024;

/** Also read by the API guide (app/developers/), which prints these figures. */
export function limits(): DemoLimits {
  return perMinuteLimits("tts", getConfig().textDemo);
}

/** SPEC §7 / §9: lang defaults to Hindi; sRate −50…50 may come as a number or a numeric string (forms).
 * Exported for the API guide, which documents the request from this schema. */
export const TextDemoRequest = z.object({
  lang: textField("lang", { wrongType: "lang must be a string" }).max(16, "Unsupported language").optional(),
  text: textField("text", { multiline: true, missing: "Please enter some text", wrongType: "text must be a string" }),
  sRate: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[+-]?\d+(\.\d+)?$/)
          .transform(Number),
      ],
      { error: "sRate must be a number" },
    )
    .optional(),
});
export type TextDemoInput = { lang: string; text: string; rate: number };

/** Parsed input, or a 400 AppError with the first problem's message. */
export function parseTextDemoFields(fields: Fields): TextDemoInput {
  const parsed = TextDemoRequest.safeParse(fields);
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? "Invalid request");
  const { lang, text, sRate } = parsed.data;
  if (isBlank(text)) throw new AppError(400, "Please enter some text");
  return { lang: lang || "hi_IN_2", text, rate: sRate ?? 0 };
}

/** Anything that is not an AppError: logged, answered 503, never a 500. */
export const TEXT_DEMO_UNEXPECTED: Unexpected = { event: "textdemo.unexpected", message: "Speech synthesis is unavailable, please try again" };

/** Synthesis with its engine failures logged (the engine error itself is the answer). */
async function speak(input: TextDemoInput): Promise<SpeechResult> {
  try {
    return await synthesize(input);
  } catch (error) {
    if (isSpeechSynthesisError(error) && error.status >= 500) logWarning("textdemo.synthesis_failed", { code: error.code, message: error.message });
    throw error;
  }
}

function audioResponse(result: SpeechResult, extra: HeadersInit = {}): Response {
  const headers = new Headers(extra);
  headers.set("Content-Type", result.contentType);
  headers.set("Content-Length", String(result.audio.byteLength));
  headers.set("X-Audio-Duration-Ms", String(result.durationMs));
  headers.set("X-Cache", result.cached ? "HIT" : "MISS");
  headers.set("Content-Disposition", "inline");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(new Uint8Array(result.audio), { status: 200, headers });
}

/**
 * `POST /api/demos/textdemo`: the audio bytes themselves (SPEC §7 "the response data is used
 * directly as the audio source"; the page wraps them in a blob: URL). `GET ?t=…`: the audio of a
 * signed link made by the page's form action (JavaScript off).
 */
export const textDemoApi = endpoints({
  POST: forMethod({
    // Access first: an anonymous cross-site post learns nothing and costs no parsing.
    access: ({ request, context }) => checkDemoAccess(request, context, limits()),
    body: (request) => readJsonObject(request, { cap: MAX_TEXTDEMO_BODY_BYTES }),
    unexpected: TEXT_DEMO_UNEXPECTED,
    handle: async ({ body }) => audioResponse(await speak(parseTextDemoFields(body))),
  }),
  GET: forMethod({
    unexpected: TEXT_DEMO_UNEXPECTED,
    handle: async ({ request }) => {
      const input = readAudioLink(new URL(request.url).searchParams.get("t"));
      if (!input) throw new AppError(404, "This audio link is unknown or has expired; press Listen again");
      // Private: the link is the visitor's own text; the browser may keep it while the page is open.
      return audioResponse(await speak(input), { "Cache-Control": "private, max-age=3600" });
    },
  }),
});

/*
 * No-JavaScript path: the page's form posts here, we synthesise (so errors show on the page) and
 * answer with an <audio> pointing at `GET /api/demos/textdemo?t=<signed request>`. The signature
 * (HMAC with the shared "textdemo-link" key, 1 hour) makes that URL usable only for requests we accepted, so
 * the GET needs no CSRF check; the audio is served from the synthesis cache.
 */
const LINK_TTL_MS = 60 * 60_000;

export function audioLink(input: TextDemoInput, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ l: input.lang, r: input.rate, t: input.text, e: now + LINK_TTL_MS })).toString("base64url");
  return `/api/demos/textdemo?t=${payload}.${signatureOf("textdemo-link", payload)}`;
}

function readAudioLink(token: string | null, now = Date.now()): TextDemoInput | null {
  if (!token) return null;
  const [payload, mac] = token.split(".");
  if (!payload || !mac) return null;
  if (!hasValidSignature("textdemo-link", payload, mac)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { l: string; r: number; t: string; e: number };
    if (typeof data.e !== "number" || data.e < now) return null;
    return { lang: data.l, rate: data.r, text: data.t };
  } catch {
    return null;
  }
}

export interface TextDemoFormResult {
  error?: string;
  audioUrl?: string;
  values?: { lang: string; text: string; sRate: number };
}

/** The page's action for a plain form post (JavaScript off); failures are thrown for the page's edge. */
export async function textDemoFormAction(request: Request, context: AppLoadContext | undefined, fields: Fields): Promise<TextDemoFormResult> {
  await checkDemoAccess(request, context, limits(), fields);
  const input = parseTextDemoFields(fields);
  await speak(input);
  return { audioUrl: audioLink(input), values: keptTextDemoValues(fields) };
}

/** What the page shows again in its form after a post. */
export function keptTextDemoValues(fields: Fields): NonNullable<TextDemoFormResult["values"]> {
  return {
    lang: typeof fields.lang === "string" ? fields.lang.slice(0, 16) : "hi_IN_2",
    text: typeof fields.text === "string" ? fields.text.slice(0, 20_000) : "",
    sRate: Number.isFinite(Number(fields.sRate)) ? Number(fields.sRate) : 0,
  };
}

/** `GET /api/transliterate?text=…&lang=hi&num=5`: the public lookup service's shape. */
export const transliterateApi = endpoint({
  methods: ["GET"],
  access: ({ context }) =>
    enforceRateLimits([
      { name: "transliterate:client", subject: clientAddress(context), limit: getConfig().textDemo.transliteratePerMinute, windowMs: 60_000 },
    ]),
  unexpected: { event: "transliterate.unexpected", message: "Transliteration is unavailable" },
  handle: async ({ request }) => {
    const params = new URL(request.url).searchParams;
    // Absent: the default; otherwise digits only ("1e2", "0x10", "-1" and "" are refused, not read as numbers).
    const numText = params.get("num");
    const num = numText === null ? undefined : /^\d{1,2}$/.test(numText) ? Number(numText) : NaN;
    if (num !== undefined && !(num >= 1 && num <= MAX_SUGGESTIONS)) throw new AppError(400, `num must be a whole number from 1 to ${MAX_SUGGESTIONS}`);
    const result = await transliterate(params.get("text") ?? "", { lang: (params.get("lang") ?? "hi") as "hi", num });
    // The answer depends only on the URL: browsers and shared caches may keep it for a day.
    return jsonReply(result, { headers: { "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800" } });
  },
});
