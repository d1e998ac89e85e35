/**
 * What the API guide says about each demo endpoint. Everything a reader relies on comes from the
 * code it describes: request tables from the routes' zod schemas (schema-fields.server.ts), limits
 * and rates from the configuration and the modules' constants, error texts from the validators
 * themselves where they can be called here. Examples and error triggers are run with the real
 * curl against a test server (tests/integration/api-guides-curl.test.ts), which checks the status,
 * the exact error texts and the shape of every documented answer.
 */
import { getConfig, type ServerConfig } from "~/config.server";
import { limits as textDemoLimits, MAX_TEXTDEMO_BODY_BYTES, parseTextDemoFields, TextDemoRequest } from "~/demos/text/textdemo.server";
import { feedbackSchema, limits as voiceLimits, NO_RECORDING } from "~/demos/voice/service.server";
import { foodCorrectionLimits, foodDemoLimits } from "~/demos/food/service.server";
import { checkLabel, LABEL_MAX_LENGTH } from "~/demos/food/corrections.server";
import { MAX_RATE, MIN_RATE, SPEECH_LANGS, VOICES } from "~/engines/speech-synthesis/speech-synthesis.server";
import { inspectWav, PHRASE_LIMITS } from "~/engines/speech-recognition/speech-recognition.server";
import { checkDeclaredType } from "~/engines/food-recognition/food-recognition.server";
import { DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS, MAX_TRANSLITERATION_CHARS } from "~/engines/transliteration/transliteration.server";
import { checkInput } from "~/engines/transliteration/local";
import type { DemoLimits } from "~/security/demo-access.server";
import { QUESTION_MAX_CHARACTERS } from "~/assistant/contract/limits";
import { assistantLimits, UNKNOWN_CONVERSATION } from "~/assistant/contract/api.server";
import type { EndpointDoc, ErrorDoc, ExampleDoc, FieldDoc } from "./api-guide.types";
import { fieldsFromSchema, schemaMessage } from "./schema-fields.server";
import { guideTexts, type GuideTexts } from "./guide-text.server";

export const KEY_VARIABLE = "KATHANA_API_KEY";
const AUTH_HEADER = `-H "Authorization: Bearer $${KEY_VARIABLE}"`;

/** Documented ids in example answers; the curl test swaps in the real ones its run returns. */
const EXAMPLE_IDS = {
  audioFile: "5f0c2b9e-8d1a-4c3e-9b7f-2a6d4e8c1f03",
  photoIdForm: "b3e1a7c4-2f6d-4e9a-8c5b-7d0f1e2a3b64",
  photoIdUpload: "c8d2f0a1-6b3e-4f7c-9a1d-5e4b3c2a1f09",
} as const;

/** The message a validator throws: the guide quotes what the code says. */
export async function thrownMessage(fn: () => unknown): Promise<string> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof Error) return error.message;
  }
  throw new Error("expected the call to be refused");
}

/** One shell command over several lines, as people paste it. */
export function curl(...parts: string[]): string {
  return ["curl -sS", ...parts].join(" \\\n  ");
}

const json = (value: unknown) => `-d '${JSON.stringify(value)}'`;
const pretty = (value: unknown) => JSON.stringify(value, null, 2);
const url = (origin: string, path: string) => `"${origin}${path}"`;

function per(windowMs: number, { say }: GuideTexts): string {
  const minutes = windowMs / 60_000;
  if (minutes === 1) return say("per minute");
  if (minutes === 60) return say("per hour");
  return say("per {minutes} minutes", { minutes });
}

function rateLine(limits: DemoLimits, texts: GuideTexts): string {
  return texts.say("{keyLimit} requests {keyWindow} per API key; {clientLimit} {clientWindow} per address for calls from the site's own pages.", {
    keyLimit: limits.perKey.limit,
    keyWindow: per(limits.perKey.windowMs, texts),
    clientLimit: limits.perClient.limit,
    clientWindow: per(limits.perClient.windowMs, texts),
  });
}

// Units stay Latin in every language (hindi-style.md §4: "512 MB").
const kb = (bytes: number, { num }: GuideTexts) => `${num(Math.round(bytes / 1024))} KB`;
const mb = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/** One documented error: the status, the exact message, when it happens, and a command that triggers it. */
const refusal = (status: number, message: string, when: string, trigger?: string): ErrorDoc => ({ status, message, when, ...(trigger ? { trigger } : {}) });

// The message is the API's own (English in every language); `when` is the guide's.
const BUSY = (what: string, { say }: GuideTexts): ErrorDoc => ({
  status: 503,
  message: `The ${what} is busy; try again in a moment.`,
  when: say(
    "Every worker is busy and the queue is full, or the engine did not answer in time. Retry after a short pause (a busy answer carries Retry-After when the engine knows it).",
  ),
});

async function textToSpeech(origin: string, config: ServerConfig, texts: GuideTexts): Promise<EndpointDoc> {
  const { say, num } = texts;
  const path = "/api/demos/textdemo";
  const body = { lang: "en_IN", text: "Hello Rahul, your EMI of 2,500 rupees is due on Friday.", sRate: 0 };
  const tooLong = config.speechSynthesis.maxChars + 1;
  const base = [`-X POST ${url(origin, path)}`, AUTH_HEADER, `-H "Content-Type: application/json"`];
  const example: ExampleDoc = {
    id: "textdemo-example",
    title: say("Speak a sentence in Indian English and save it as speech.mp3"),
    command: curl(...base, json(body), "-o speech.mp3"),
    status: 200,
    contentType: "audio/mpeg",
    response: say(
      "The MP3 bytes (written to speech.mp3 by -o). Headers: Content-Type: audio/mpeg, Content-Length, X-Audio-Duration-Ms (length of the speech), X-Cache: HIT when the same request was synthesised before.",
    ),
  };
  return {
    id: "text-to-speech",
    name: say("Text to speech"),
    method: "POST",
    path,
    purpose: say("Turns text (or SSML) into speech in one of four voices and answers with the audio itself."),
    auth: say("API key"),
    contentType: "application/json",
    fields: fieldsFromSchema(
      TextDemoRequest,
      "json",
      {
        lang: {
          description: say("Voice: {voices}. Left out, Hindi.", {
            voices: SPEECH_LANGS.map((l) => `${l} (${texts.label(VOICES[l].label)})`).join(", "),
          }),
          constraints: [say("one of {values}", { values: SPEECH_LANGS.join(", ") })],
        },
        text: {
          description: say("What to say: plain text, or SSML starting with <speak> (break, prosody, say-as, p, s, emphasis)."),
          constraints: [say("at most {count} spoken characters", { count: num(config.speechSynthesis.maxChars) })],
        },
        sRate: {
          description: say("Speaking rate in percent around the voice's normal speed; rounded to two decimals. Left out, 0."),
          constraints: [say("from {min} to {max}", { min: MIN_RATE, max: MAX_RATE })],
        },
      },
      texts,
    ),
    responseFields: [
      { name: "(body)", type: "audio/mpeg", description: say("MP3 audio of the text, ready to play or save.") },
      { name: "X-Audio-Duration-Ms", type: "header", description: say("Length of the audio in milliseconds.") },
      { name: "X-Cache", type: "header", description: say("HIT when served from the synthesis cache, else MISS.") },
    ],
    examples: [example],
    errors: [
      refusal(400, await thrownMessage(() => parseTextDemoFields({})), say("text is missing or blank."), curl(...base, json({ lang: "en_IN" }))),
      refusal(
        400,
        `Unknown language "fr_FR"; use one of ${SPEECH_LANGS.join(", ")}.`,
        say("lang is not one of the four voices (the message names what was sent)."),
        curl(...base, json({ lang: "fr_FR", text: "Bonjour" })),
      ),
      refusal(
        400,
        `The speaking rate must be a number from ${MIN_RATE} to ${MAX_RATE} (percent).`,
        say("sRate is outside the range."),
        curl(...base, json({ lang: "en_US", text: "Too fast", sRate: 80 })),
      ),
      refusal(400, "Request body is not valid JSON", say("The body cannot be parsed as JSON."), curl(...base, `-d '{"text":'`)),
      refusal(
        413,
        `Text is limited to ${config.speechSynthesis.maxChars.toLocaleString("en")} characters (got {n}).`,
        say("More spoken characters than the limit."),
        curl(...base, `-d "{\\"text\\":\\"$(head -c ${tooLong} /dev/zero | tr '\\0' a)\\"}"`),
      ),
      refusal(
        413,
        "Request body is too large",
        say("The request is larger than {size}.", { size: kb(MAX_TEXTDEMO_BODY_BYTES, texts) }),
        curl(...base, `-d "{\\"text\\":\\"$(head -c ${MAX_TEXTDEMO_BODY_BYTES + 1} /dev/zero | tr '\\0' a)\\"}"`),
      ),
      refusal(
        415,
        "Send the request as application/json",
        say("The body is not sent as application/json."),
        curl(`-X POST ${url(origin, path)}`, AUTH_HEADER, `--data-urlencode "text=Hello"`),
      ),
      BUSY("speech engine", texts),
    ],
    rateLimit: rateLine(textDemoLimits(), texts),
    notes: [
      say("The whole request may be at most {size}; SSML markup does not count towards the spoken-character limit.", {
        size: kb(MAX_TEXTDEMO_BODY_BYTES, texts),
      }),
    ],
  };
}

const PHRASES = ["Noida", "Gurgaon", "Pune"];

function voiceFields(config: ServerConfig, texts: GuideTexts): FieldDoc[] {
  const { say } = texts;
  return [
    {
      name: "wavfile",
      location: "file",
      type: "WAV file",
      required: true,
      description: say("The recording: a WAV file (PCM 8/16/24/32-bit or float, any rate from 4 to 192 kHz; several channels are mixed down)."),
      constraints: [
        say("at most {size}", { size: kb(config.speechRecognition.maxBytes, texts) }),
        say("at most {count} seconds", { count: config.speechRecognition.maxSeconds }),
      ],
    },
    {
      name: "phrases",
      location: "form",
      type: "string (JSON array of strings, or one phrase per line)",
      required: false,
      description: say(
        "The phrase list to listen for. The answer is the phrase heard, written as in the list. Left out, the recogniser transcribes freely (general English).",
      ),
      constraints: [
        say("at most {count} phrases", { count: PHRASE_LIMITS.maxPhrases }),
        say("each at most {chars} characters and {words} words", {
          chars: PHRASE_LIMITS.maxPhraseChars,
          words: PHRASE_LIMITS.maxWordsPerPhrase,
        }),
      ],
    },
  ];
}

async function voiceErrors(origin: string, path: string, config: ServerConfig, texts: GuideTexts): Promise<ErrorDoc[]> {
  const { say } = texts;
  const base = [`-X POST ${url(origin, path)}`, AUTH_HEADER];
  const caps = { maxBytes: config.speechRecognition.maxBytes, maxSeconds: config.speechRecognition.maxSeconds };
  return [
    refusal(400, "Attach the recording as the wavfile field", say("There is no {field} part.", { field: "wavfile" }), curl(...base, `-F "phrases=Noida"`)),
    refusal(
      400,
      await thrownMessage(() => inspectWav(Buffer.from("not a wav file at all"), caps)),
      say("The file is not a WAV recording."),
      curl(...base, "-F wavfile=@sample.jpg"),
    ),
    refusal(
      400,
      "phrases must be a JSON array of strings",
      say("phrases starts with [ but is not a JSON array of strings."),
      curl(...base, "-F wavfile=@sample.wav", `-F 'phrases=["Noida", 7]'`),
    ),
    refusal(
      413,
      `The recording is too large (limit ${Math.round(config.speechRecognition.maxBytes / 1024)} KB)`,
      say("The upload is larger than the limit."),
      `head -c ${config.speechRecognition.maxBytes + 100_000} /dev/zero > large.wav && ${curl(...base, "-F wavfile=@large.wav")}`,
    ),
    refusal(413, `The recording is {n} s long; the limit is ${config.speechRecognition.maxSeconds} s.`, say("The recording is longer than the limit.")),
    refusal(
      415,
      "Send the recording as multipart/form-data with a wavfile field",
      say("The body is not multipart/form-data."),
      curl(...base, json({ wavfile: "sample.wav" }), `-H "Content-Type: application/json"`),
    ),
    BUSY("speech recogniser", texts),
  ];
}

async function voiceUpload(origin: string, config: ServerConfig, texts: GuideTexts): Promise<EndpointDoc> {
  const { say } = texts;
  const path = "/api/demos/voicedemoupload";
  return {
    id: "voice-recognition",
    name: say("Voice recognition"),
    method: "POST",
    path,
    purpose: say("Recognises a spoken phrase from a WAV recording, optionally against your own phrase list, and keeps the recording for feedback."),
    auth: say("API key"),
    contentType: "multipart/form-data",
    fields: voiceFields(config, texts),
    responseFields: [
      { name: "Response", type: "string", description: say("The recognised text (the phrase as written in your list when inList is true).") },
      { name: "AudioFile", type: "string (UUID)", description: say("Id of the stored recording: send it back as audio to SubmitFeedback.") },
      { name: "inList", type: "boolean", description: say("True when the answer is one of your phrases.") },
      { name: "confidence", type: "number", description: say("The recogniser's confidence, 0 to 1.") },
      {
        name: "heard",
        type: "boolean",
        description: say("False when the recording holds no speech at all (silence, noise, hum, clicks, breath): Response is then empty."),
      },
    ],
    examples: [
      {
        id: "voicedemoupload-example",
        title: say("Recognise which city is said in sample.wav"),
        command: curl(`-X POST ${url(origin, path)}`, AUTH_HEADER, "-F wavfile=@sample.wav", `-F 'phrases=${JSON.stringify(PHRASES)}'`),
        status: 200,
        contentType: "application/json",
        response: pretty({ Response: "Noida", AudioFile: EXAMPLE_IDS.audioFile, inList: true, confidence: 1, heard: true }),
        captures: ["AudioFile"],
        exact: ["Response", "inList"],
      },
    ],
    errors: await voiceErrors(origin, path, config, texts),
    rateLimit: rateLine(voiceLimits("voice"), texts),
    notes: [say("Recordings are kept for {days} days so that feedback can refer to them, then deleted.", { days: config.voiceDemo.retentionDays })],
  };
}

async function submitFeedback(origin: string, config: ServerConfig, texts: GuideTexts): Promise<EndpointDoc> {
  const { say } = texts;
  const path = "/api/demos/SubmitFeedback";
  const base = [`-X POST ${url(origin, path)}`, AUTH_HEADER, `-H "Content-Type: application/json"`];
  const unknownId = "00000000-0000-4000-8000-000000000000";
  return {
    id: "voice-feedback",
    name: say("Voice recognition feedback"),
    method: "POST",
    path,
    purpose: say("Tells us whether a recognition was right ('Did we get it right?'), stored against the recording."),
    auth: say("API key"),
    contentType: "application/json",
    fields: fieldsFromSchema(
      feedbackSchema,
      "json",
      {
        audio: { description: say("The AudioFile value of a voicedemoupload answer.") },
        response: { description: say("The text that was recognised (the Response value).") },
        feedback: { description: say("Your verdict, as the three buttons on the demo page.") },
      },
      texts,
    ),
    responseFields: [{ name: "success", type: "boolean", description: say("Always true on a 200.") }],
    examples: [
      {
        id: "submitfeedback-example",
        title: say("Say the recognition above was right (audio is the AudioFile of that answer)"),
        command: curl(...base, json({ audio: EXAMPLE_IDS.audioFile, response: "Noida", feedback: "Yes" })),
        status: 200,
        contentType: "application/json",
        response: pretty({ success: true }),
        exact: ["success"],
      },
    ],
    errors: [
      refusal(
        400,
        schemaMessage(feedbackSchema, { audio: "recording-1", feedback: "Yes" }),
        say("audio is not a recording id."),
        curl(...base, json({ audio: "recording-1", response: "Noida", feedback: "Yes" })),
      ),
      refusal(
        400,
        schemaMessage(feedbackSchema, { audio: unknownId, feedback: "Maybe" }),
        say("feedback is not Yes, Somewhat or No."),
        curl(...base, json({ audio: unknownId, response: "Noida", feedback: "Maybe" })),
      ),
      refusal(404, NO_RECORDING, say("No recording has this id."), curl(...base, json({ audio: unknownId, response: "Noida", feedback: "Yes" }))),
    ],
    rateLimit: rateLine(voiceLimits("voice-feedback"), texts),
    notes: [say("Feedback is deleted with its recording after {days} days.", { days: config.voiceDemo.retentionDays })],
  };
}

async function voiceUpload2(origin: string, config: ServerConfig, texts: GuideTexts): Promise<EndpointDoc> {
  const { say } = texts;
  const path = "/api/demos/voicedemoupload2";
  return {
    id: "voice-recognition-classic",
    name: say("Voice recognition (classic)"),
    method: "POST",
    path,
    purpose: say(
      "The older variant used by /demos/voice/2: the same recognition, answered with the recognised text alone (no recording id, so no feedback call).",
    ),
    auth: say("API key (recommended). Without one, calls are limited per address, and browsers may only call it from this site."),
    contentType: "multipart/form-data",
    fields: voiceFields(config, texts),
    responseFields: [
      {
        name: "(body)",
        type: "string (JSON)",
        description: say("The recognised text as a JSON string (empty when nothing from the list, or no speech at all, was heard)."),
      },
      {
        name: "X-Speech-Heard",
        type: "header",
        description: say("false when the recording holds no speech at all (silence, noise, hum, clicks, breath), else true."),
      },
    ],
    examples: [
      {
        id: "voicedemoupload2-example",
        title: say("Recognise sample.wav and get the text alone"),
        command: curl(`-X POST ${url(origin, path)}`, AUTH_HEADER, "-F wavfile=@sample.wav", `-F 'phrases=${JSON.stringify(PHRASES)}'`),
        status: 200,
        contentType: "application/json",
        response: pretty("Noida"),
        exact: ["(body)"],
      },
    ],
    errors: await voiceErrors(origin, path, config, texts),
    rateLimit: rateLine(voiceLimits("voice2"), texts),
    notes: [],
  };
}

function foodPhotoFields(field: string, config: ServerConfig, { say }: GuideTexts): FieldDoc[] {
  return [
    {
      name: field,
      location: "file",
      type: "JPEG or PNG file",
      required: true,
      description: say("A photo of one food item (not a thali or a plate of several dishes)."),
      constraints: [
        say("at most {size}", { size: mb(config.food.maxBytes) }),
        say("at most {count} megapixels", { count: config.food.maxPixels / 1_000_000 }),
        say("extension .jpg, .jpeg or .png"),
      ],
    },
  ];
}

const foodResponseFields = ({ say }: GuideTexts): EndpointDoc["responseFields"] => [
  { name: "prediction", type: "array", description: say("Best guess first. prediction[0].item is the food's name.") },
  // 'Not a food we know' is the value the API answers with: English in every language.
  { name: "prediction[].item", type: "string", description: say("The food's name, or 'Not a food we know'.") },
  { name: "prediction[].confidence", type: "number", description: say("0 to 1.") },
  { name: "prediction[].isFood", type: "boolean", description: say("False when the photo is not one of the foods the model knows.") },
  { name: "prediction[].label", type: "string or null", description: say("The model's own class name.") },
  { name: "prediction[].learned", type: "boolean", description: say("True when the answer comes from visitors' corrections rather than the model.") },
  {
    name: "photoId",
    type: "string (UUID)",
    description: say("Send it to photosfeedback within 30 minutes to correct the answer (absent with a remote engine)."),
  },
];

async function foodPhotoErrors(origin: string, path: string, field: string, config: ServerConfig, texts: GuideTexts): Promise<ErrorDoc[]> {
  const { say } = texts;
  const base = [`-X POST ${url(origin, path)}`, AUTH_HEADER];
  return [
    refusal(
      400,
      `No photo was sent: add the file as the '${field}' field.`,
      say("There is no {field} part.", { field }),
      curl(...base, `-F "note=${field} is missing"`),
    ),
    refusal(
      400,
      "The image is damaged or not a photo we can read.",
      say("The bytes are a cut-off or broken JPEG or PNG."),
      `head -c 2000 sample.jpg > broken.jpg && ${curl(...base, `-F ${field}=@broken.jpg`)}`,
    ),
    refusal(
      413,
      `The photo is larger than ${mb(config.food.maxBytes)}.`,
      say("The upload is larger than the limit."),
      `head -c ${config.food.maxBytes + 100_000} /dev/zero > large.jpg && ${curl(...base, `-F ${field}=@large.jpg`)}`,
    ),
    refusal(
      415,
      await thrownMessage(() => checkDeclaredType({ filename: "sample.wav" })),
      say("The file name does not end in .jpg, .jpeg or .png (or the type is not image/jpeg or image/png)."),
      curl(...base, `-F "${field}=@sample.wav;type=image/jpeg"`),
    ),
    refusal(
      415,
      `Send the photo as multipart/form-data (field '${field}') or as image/jpeg or image/png.`,
      say("The body is neither a multipart form nor a raw image."),
      curl(...base, json({ [field]: "sample.jpg" }), `-H "Content-Type: application/json"`),
    ),
    BUSY("recogniser", texts),
  ];
}

const foodExampleResponse = (photoId: string) =>
  pretty({
    prediction: [{ item: "Banana", confidence: 0.999, isFood: true, label: "banana", learned: false }],
    photoId,
  });

async function foodPhoto(origin: string, config: ServerConfig, texts: GuideTexts): Promise<EndpointDoc> {
  const { say } = texts;
  const path = "/api/demos/photosdemo";
  return {
    id: "food-photo",
    name: say("Food photo recognition"),
    method: "POST",
    path,
    purpose: say("Names the food in a photo."),
    auth: say("API key"),
    contentType: say("multipart/form-data (or the raw image as image/jpeg or image/png)"),
    fields: foodPhotoFields("file", config, texts),
    responseFields: foodResponseFields(texts),
    examples: [
      {
        id: "photosdemo-example",
        title: say("Recognise sample.jpg"),
        command: curl(`-X POST ${url(origin, path)}`, AUTH_HEADER, "-F file=@sample.jpg"),
        status: 200,
        contentType: "application/json",
        response: foodExampleResponse(EXAMPLE_IDS.photoIdForm),
        exact: ["prediction[0].item"],
      },
      {
        id: "photosdemo-raw-example",
        title: say("The same with the photo as the whole body"),
        command: curl(`-X POST ${url(origin, path)}`, AUTH_HEADER, `-H "Content-Type: image/jpeg"`, "--data-binary @sample.jpg"),
        status: 200,
        contentType: "application/json",
        response: foodExampleResponse(EXAMPLE_IDS.photoIdForm),
        exact: ["prediction[0].item"],
      },
    ],
    errors: await foodPhotoErrors(origin, path, "file", config, texts),
    rateLimit: rateLine(foodDemoLimits(), texts),
    notes: [],
  };
}

async function foodPhotoUpload(origin: string, config: ServerConfig, texts: GuideTexts): Promise<EndpointDoc> {
  const { say } = texts;
  const path = "/api/demos/photosdemoupload";
  return {
    id: "food-photo-upload",
    name: say("Food photo recognition (upload form)"),
    method: "POST",
    path,
    purpose: say("The same recognition for clients that send the file as customFile."),
    auth: say("API key"),
    contentType: "multipart/form-data",
    fields: foodPhotoFields("customFile", config, texts),
    responseFields: foodResponseFields(texts),
    examples: [
      {
        id: "photosdemoupload-example",
        title: say("Recognise sample.jpg sent as customFile"),
        command: curl(`-X POST ${url(origin, path)}`, AUTH_HEADER, "-F customFile=@sample.jpg"),
        status: 200,
        contentType: "application/json",
        response: foodExampleResponse(EXAMPLE_IDS.photoIdUpload),
        captures: ["photoId"],
        exact: ["prediction[0].item"],
      },
    ],
    errors: await foodPhotoErrors(origin, path, "customFile", config, texts),
    rateLimit: rateLine(foodDemoLimits(), texts),
    notes: [],
  };
}

async function foodCorrection(origin: string, texts: GuideTexts): Promise<EndpointDoc> {
  const { say } = texts;
  const path = "/api/demos/photosfeedback";
  const base = [`-X POST ${url(origin, path)}`, AUTH_HEADER, `-H "Content-Type: application/json"`];
  const labelRule = checkLabel("<b>");
  return {
    id: "food-photo-feedback",
    name: say("Food photo correction"),
    method: "POST",
    path,
    purpose: say("'Was this right?': tells the recogniser what a recently recognised photo shows, so similar photos are answered with that name."),
    auth: say("API key"),
    contentType: say("application/json (or a form)"),
    fields: [
      {
        name: "photoId",
        location: "json",
        type: "string (UUID)",
        required: true,
        description: say("The photoId of a recognition from the last 30 minutes; each can be corrected once."),
        constraints: [],
      },
      {
        name: "label",
        location: "json",
        type: "string",
        required: true,
        description: say("What the photo shows. A food the model knows applies at once; another name only once two different callers agree."),
        constraints: [say("at most {count} characters", { count: LABEL_MAX_LENGTH }), say("letters, digits, spaces and - ' & ( ) , . only")],
      },
    ],
    responseFields: [
      { name: "success", type: "boolean", description: say("Always true on a 200.") },
      { name: "label", type: "string", description: say("The name as stored (a known food in its listed spelling).") },
      { name: "known", type: "boolean", description: say("True when the name is one of the foods the model knows.") },
      { name: "applied", type: "boolean", description: say("True when similar photos are now answered with this name.") },
    ],
    examples: [
      {
        id: "photosfeedback-example",
        title: say("Confirm that the photo recognised above is a banana (photoId from that answer)"),
        command: curl(...base, json({ photoId: EXAMPLE_IDS.photoIdUpload, label: "Banana" })),
        status: 200,
        contentType: "application/json",
        response: pretty({ success: true, label: "Banana", known: true, applied: true }),
        exact: ["success", "label", "known"],
      },
    ],
    errors: [
      refusal(
        400,
        labelRule.ok ? "" : labelRule.error,
        say("The label has characters other than those allowed (other label problems have their own message)."),
      ),
      refusal(
        410,
        "This photo can no longer be corrected: recognise it again first.",
        say("The photoId is unknown, older than 30 minutes or already corrected."),
        curl(...base, json({ photoId: "00000000-0000-4000-8000-000000000000", label: "Banana" })),
      ),
    ],
    rateLimit: rateLine(foodCorrectionLimits(), texts),
    notes: [],
  };
}

async function transliteration(origin: string, config: ServerConfig, texts: GuideTexts): Promise<EndpointDoc> {
  const { say } = texts;
  const path = "/api/transliterate";
  return {
    id: "transliteration",
    name: say("Hindi transliteration"),
    method: "GET",
    path,
    purpose: say("Devanagari spellings for a word typed in Latin letters (the text demo's suggestions)."),
    auth: say("None"),
    contentType: say("query string"),
    fields: [
      {
        name: "text",
        location: "query",
        type: "string",
        required: true,
        description: say("The word or words in Latin letters."),
        constraints: [say("at most {count} characters", { count: MAX_TRANSLITERATION_CHARS })],
      },
      { name: "lang", location: "query", type: "string", required: false, description: say('Only Hindi: "hi".'), constraints: [], defaultValue: '"hi"' },
      {
        name: "num",
        location: "query",
        type: "whole number",
        required: false,
        description: say("How many options, the typed word included."),
        constraints: [say("{min} to {max}", { min: 1, max: MAX_SUGGESTIONS })],
        defaultValue: String(DEFAULT_SUGGESTIONS),
      },
    ],
    responseFields: [
      { name: "[0]", type: "string", description: say('"SUCCESS".') },
      { name: "[1][0]", type: "array", description: say("[typed text, options (Devanagari first, the typed word last), [], metadata].") },
    ],
    examples: [
      {
        id: "transliterate-example",
        title: say("Options for namaste"),
        command: curl(url(origin, `${path}?text=namaste&lang=hi&num=3`)),
        status: 200,
        contentType: "application/json",
        response: pretty(["SUCCESS", [["namaste", ["नमस्ते", "नामस्ते", "namaste"], [], { candidate_type: [0, 0, 1] }]]]),
        exact: ["[0]"],
      },
    ],
    errors: [
      refusal(400, await thrownMessage(() => checkInput("")), say("text is missing or blank."), curl(url(origin, `${path}?text=&lang=hi`))),
      refusal(400, "num must be a whole number from 1 to 10", say("num is not a whole number."), curl(url(origin, `${path}?text=namaste&num=two`))),
      refusal(
        413,
        `Text to transliterate is limited to ${MAX_TRANSLITERATION_CHARS} characters (got {n}).`,
        say("text is longer than the limit."),
        curl(url(origin, `${path}?text=${"a".repeat(MAX_TRANSLITERATION_CHARS + 1)}`)),
      ),
    ],
    rateLimit: say("{count} requests per minute per address. Answers may be cached for a day.", { count: config.textDemo.transliteratePerMinute }),
    notes: [],
  };
}

async function assistant(origin: string, texts: GuideTexts): Promise<EndpointDoc> {
  const { say } = texts;
  const path = "/api/assistant";
  const base = [`-X POST ${url(origin, path)}`, AUTH_HEADER, `-H "Content-Type: application/json"`];
  return {
    id: "assistant",
    name: "Kathana Assist",
    method: "POST",
    path,
    purpose: say(
      "Answers a question about our products, industries, demos and APIs from this site's pages, with the pages as sources; says so when the site does not answer it.",
    ),
    auth: say("API key"),
    contentType: "application/json",
    fields: [
      {
        name: "message",
        location: "json",
        type: "string",
        required: true,
        description: say("The question, in English or romanised Hindi."),
        constraints: [say("{min} to {max} characters", { min: 1, max: QUESTION_MAX_CHARACTERS })],
      },
      {
        name: "conversationId",
        location: "json",
        type: "string",
        required: false,
        description: say('The conversationId of the previous answer, for a follow-up such as "and for hospitals?".'),
        constraints: [],
      },
      {
        name: "language",
        location: "json",
        type: "string",
        required: false,
        description: say("The language of the answer and of its links: one of {languages}. Without it, the answer is in English.", {
          languages: getConfig().languages.join(", "),
        }),
        constraints: [],
      },
    ],
    responseFields: [
      { name: "answer", type: "string", description: say("At most three sentences, each taken from the site's pages; or a plain \"I don't have that\".") },
      { name: "sources", type: "array", description: say("1 to 3 pages the answer comes from, best first: { title, url } with a site-relative url.") },
      { name: "declined", type: "boolean", description: say("True when the site's content does not answer the question.") },
      { name: "actions", type: "array", description: say("Next steps: { kind: demo | article | sales, label, url }.") },
      {
        name: "conversationId",
        type: "string",
        description: say("Send it with the next question to keep the conversation's subject (valid for two hours)."),
      },
    ],
    examples: [
      {
        id: "assistant-example",
        title: say("Ask what the voice bot does for banks"),
        command: curl(...base, json({ message: "What can you do for banks?" })),
        status: 200,
        contentType: "application/json",
        response: pretty({
          answer:
            "Banks, NBFCs and insurers use Kathana VoiceBot to call customers about upcoming EMIs, pending KYC documents, e-mandate and NACH registrations, policy renewals and NPS surveys, in the language each customer prefers.",
          sources: [{ title: "Conversational AI for Banking, Financial Services & Insurance", url: "/bfsi" }],
          declined: false,
          actions: [{ kind: "demo", label: "Try the demo", url: "/bfsi" }],
          conversationId: "eyJpIjpbXSwicyI6WyJiYW5rcyJdfQ.c2lnbmF0dXJl",
        }),
        exact: ["declined", "sources[0].url"],
      },
    ],
    errors: [
      refusal(400, "Please type a question", say("message is missing or shows nothing."), curl(...base, json({ message: "" }))),
      refusal(
        400,
        `A question is at most ${QUESTION_MAX_CHARACTERS} characters`,
        say("message is longer than the limit."),
        curl(...base, json({ message: "a".repeat(QUESTION_MAX_CHARACTERS + 1) })),
      ),
      refusal(
        400,
        UNKNOWN_CONVERSATION,
        say("conversationId is not one this site gave, or it has expired."),
        curl(...base, json({ message: "and for hospitals?", conversationId: "made.up" })),
      ),
      refusal(
        400,
        `language must be one of ${getConfig().languages.join(", ")}`,
        say("language is not one of the languages this site serves."),
        curl(...base, json({ message: "Where is your office?", language: "xx" })),
      ),
    ],
    rateLimit: rateLine(assistantLimits(), texts),
    notes: [],
  };
}

/** Every endpoint of the guide, in the order of the page, its prose in the language of `texts`. */
export async function endpointDocs(origin: string, config: ServerConfig = getConfig(), texts: GuideTexts = guideTexts()): Promise<EndpointDoc[]> {
  return Promise.all([
    textToSpeech(origin, config, texts),
    voiceUpload(origin, config, texts),
    submitFeedback(origin, config, texts),
    voiceUpload2(origin, config, texts),
    foodPhoto(origin, config, texts),
    foodPhotoUpload(origin, config, texts),
    foodCorrection(origin, texts),
    transliteration(origin, config, texts),
    assistant(origin, texts),
  ]);
}
