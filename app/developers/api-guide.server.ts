/**
 * The /developers/api-guides page's data: authentication, the common errors, every endpoint
 * (api-endpoints.server.ts), formats and sample files, with the site's public origin in every
 * example. Plain JSON for the loader; the curl test reads the same data.
 */
import { ERROR_CATALOGUE } from "~/http/error-catalogue";
import { getConfig } from "~/config.server";
import { API_KEY_REQUIRED } from "~/security/api-keys.server";
import { verifyCsrf } from "~/security/csrf.server";
import type { ApiGuide } from "./api-guide.types";
import { curl, endpointDocs, KEY_VARIABLE, thrownMessage } from "./api-endpoints.server";

const guides = new Map<string, Promise<ApiGuide>>();

async function buildGuide(origin: string): Promise<ApiGuide> {
  const config = getConfig();
  const probe = `${origin}/api/demos/textdemo`;
  const body = `-H "Content-Type: application/json" -d '{"lang":"en_US","text":"Hello"}'`;
  const csrfMessage = await thrownMessage(() => verifyCsrf(new Request(probe, { method: "POST" })));
  return {
    origin,
    keyVariable: KEY_VARIABLE,
    authExample: {
      id: "auth-example",
      title: "A call with a key that is not valid",
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
        when: "The Authorization header is there but the key is missing, malformed, unknown or was rotated.",
      },
      {
        status: 403,
        message: csrfMessage,
        when: "No Authorization header: the call is treated as coming from a browser page, which must carry the site's CSRF token.",
        trigger: curl(`-X POST "${probe}"`, body),
      },
      {
        status: 405,
        message: ERROR_CATALOGUE.methodNotAllowed("GET"),
        when: "Another method than the endpoint's.",
        trigger: curl(`"${origin}/api/demos/photosdemo"`),
      },
      {
        status: 429,
        message: "Too many attempts. Please try again in {n} seconds.",
        when: "The key's (or address's) rate limit is used up. Wait for the number of seconds in the Retry-After header.",
      },
    ],
    endpoints: await endpointDocs(origin, config),
    formats: [
      {
        medium: "Speech you send",
        accepted: "WAV: PCM 8, 16, 24 or 32-bit or float; 4 to 192 kHz; mono best (channels are mixed down)",
        limits: `${Math.round(config.speechRecognition.maxBytes / 1024).toLocaleString("en")} KB and ${config.speechRecognition.maxSeconds} seconds per recording`,
      },
      {
        medium: "Speech you get",
        accepted: "MP3 (audio/mpeg)",
        limits: `${config.speechSynthesis.maxChars.toLocaleString("en")} spoken characters per request`,
      },
      {
        medium: "Photos you send",
        accepted: "JPEG or PNG (checked by their bytes; file names .jpg, .jpeg or .png)",
        limits: `${Math.floor(config.food.maxBytes / (1024 * 1024))} MB and ${config.food.maxPixels / 1_000_000} megapixels per photo`,
      },
    ],
    sampleFiles: [
      {
        name: "sample.wav",
        how: 'Record yourself saying "Noida" (mono WAV), or make it with espeak-ng:',
        command: 'espeak-ng -w sample.wav "Noida"',
      },
      {
        name: "sample.jpg",
        how: "Any JPEG or PNG photo of a single food item, for example one of the twelve sample photos of the image demo:",
        link: { href: "/demos/image", label: "Image demo" },
      },
    ],
  };
}

/** The guide for the configured public origin (built once per origin). */
export function getApiGuide(origin: string = getConfig().publicOrigin): Promise<ApiGuide> {
  let guide = guides.get(origin);
  if (!guide) {
    guide = buildGuide(origin);
    guide.catch(() => guides.delete(origin));
    guides.set(origin, guide);
  }
  return guide;
}
