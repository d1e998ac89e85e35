/**
 * The /developers/api-guides page's data: authentication, the common errors, every endpoint
 * (api-endpoints.server.ts), formats and sample files, with the site's public origin in every
 * example. Plain JSON for the loader; the curl test reads the same data. Its prose is in the
 * request's language (guide-text.server.ts); commands, names and the API's messages are not.
 */
import { ERROR_CATALOGUE } from "~/http/error-catalogue";
import { getConfig } from "~/config.server";
import { currentLanguage } from "~/i18n/language.server";
import { API_KEY_REQUIRED } from "~/security/api-keys.server";
import { verifyCsrf } from "~/security/csrf.server";
import type { ApiGuide } from "./api-guide.types";
import { curl, endpointDocs, KEY_VARIABLE, thrownMessage } from "./api-endpoints.server";
import { guideTexts, type GuideTexts } from "./guide-text.server";

/** Built guides by language and origin. */
const guides = new Map<string, Promise<ApiGuide>>();

async function buildGuide(origin: string, texts: GuideTexts): Promise<ApiGuide> {
  const { say, num } = texts;
  const config = getConfig();
  const probe = `${origin}/api/demos/textdemo`;
  const body = `-H "Content-Type: application/json" -d '{"lang":"en_US","text":"Hello"}'`;
  const csrfMessage = await thrownMessage(() => verifyCsrf(new Request(probe, { method: "POST" })));
  return {
    origin,
    keyVariable: KEY_VARIABLE,
    authExample: {
      id: "auth-example",
      title: say("A call with a key that is not valid"),
      command: curl(`-X POST "${probe}"`, `-H "Authorization: Bearer kth_not-a-real-key"`, body),
      status: 401,
      contentType: "application/json",
      response: JSON.stringify({ success: false, error: API_KEY_REQUIRED }, null, 2),
      exact: ["success", "error"],
    },
    commonErrors: [
      {
        status: 401,
        message: API_KEY_REQUIRED,
        when: say("The Authorization header is there but the key is missing, malformed, unknown or was rotated."),
      },
      {
        status: 403,
        message: csrfMessage,
        when: say("No Authorization header: the call is treated as coming from a browser page, which must carry the site's CSRF token."),
        trigger: curl(`-X POST "${probe}"`, body),
      },
      {
        status: 405,
        message: ERROR_CATALOGUE.methodNotAllowed("GET"),
        when: say("Another method than the endpoint's."),
        trigger: curl(`"${origin}/api/demos/photosdemo"`),
      },
      {
        status: 429,
        message: "Too many attempts. Please try again in {n} seconds.",
        when: say("The key's (or address's) rate limit is used up. Wait for the number of seconds in the Retry-After header."),
      },
    ],
    endpoints: await endpointDocs(origin, config, texts),
    formats: [
      {
        medium: say("Speech you send"),
        accepted: say("WAV: PCM 8, 16, 24 or 32-bit or float; 4 to 192 kHz; mono best (channels are mixed down)"),
        limits: say("{size} KB and {seconds} seconds per recording", {
          size: num(Math.round(config.speechRecognition.maxBytes / 1024)),
          seconds: config.speechRecognition.maxSeconds,
        }),
      },
      {
        medium: say("Speech you get"),
        // A format and its MIME type: the same in every language.
        accepted: "MP3 (audio/mpeg)",
        limits: say("{count} spoken characters per request", { count: num(config.speechSynthesis.maxChars) }),
      },
      {
        medium: say("Photos you send"),
        accepted: say("JPEG or PNG (checked by their bytes; file names .jpg, .jpeg or .png)"),
        limits: say("{size} MB and {megapixels} megapixels per photo", {
          size: Math.floor(config.food.maxBytes / (1024 * 1024)),
          megapixels: config.food.maxPixels / 1_000_000,
        }),
      },
    ],
    sampleFiles: [
      {
        name: "sample.wav",
        how: say('Record yourself saying "Noida" (mono WAV), or make it with espeak-ng:'),
        command: 'espeak-ng -w sample.wav "Noida"',
      },
      {
        name: "sample.jpg",
        how: say("Any JPEG or PNG photo of a single food item, for example one of the twelve sample photos of the image demo:"),
        link: { href: "/demos/image", label: say("Image demo") },
      },
    ],
  };
}

/**
 * The guide for the configured public origin in `language` (by default the request's: the loader
 * runs in its language scope), built once per language and origin.
 */
export function getApiGuide(origin: string = getConfig().publicOrigin, language: string = currentLanguage()): Promise<ApiGuide> {
  const key = `${language} ${origin}`;
  let guide = guides.get(key);
  if (!guide) {
    guide = buildGuide(origin, guideTexts(language));
    guide.catch(() => guides.delete(key));
    guides.set(key, guide);
  }
  return guide;
}
