import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGES } from "~/i18n/languages";

/**
 * Settings every AI engine has: the provider's hosted engine (used when its URL is set; the
 * contract is in each engine's README) and the bounds on its work.
 */
interface EngineConfig {
  engineUrl: string | undefined;
  engineKey: string | undefined;
  /** Time limit per request, queueing included. */
  timeoutMs: number;
  /** Requests running at once, and how many may wait; beyond that the engine answers busy. */
  concurrency: number;
  maxQueue: number;
}

/**
 * Every setting the server reads from the environment, with its embedded default. Parsed once
 * (server start calls `loadSettings()`, which refuses a bad value), then handed out by
 * `getConfig()`. The README's environment table mirrors this file.
 */
export interface ServerConfig {
  nodeEnv: string;
  /** The languages served, the default first (SITE_LANGUAGES; app/i18n/languages.json is the catalogue). */
  languages: string[];
  isProduction: boolean;
  host: string;
  port: number;
  /** Public origin of the site, used for canonical URLs and the CSRF Origin check. */
  publicOrigin: string;
  /** Root folder for everything the server writes (database, caches, mail). */
  dataDir: string;
  /** PostgreSQL connection string; unset means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** Drizzle migrations applied at start. */
  migrationsDir: string;
  content: {
    /** hosted Sanity when a project id is set, else the embedded seed dataset. */
    mode: "embedded" | "hosted";
    seedDir: string;
    projectId: string;
    dataset: string;
    apiVersion: string;
    /** Override of the Sanity API host (tests point it at a local stand-in). */
    apiHost: string | undefined;
    useCdn: boolean;
    token: string | undefined;
    webhookSecret: string | undefined;
    /** The Studio editors preview from: its origin may frame preview pages, edit links point to it. */
    studioUrl: string;
    imageCacheDir: string;
    /** Byte budget of the transformed-image cache; the oldest files go when it is exceeded. */
    imageCacheMaxBytes: number;
  };
  trustProxy: boolean;
  logRequests: boolean;
  /** After SIGTERM, how long readiness fails before the port closes (a balancer stops sending first). */
  shutdownGraceMs: number;
  /** `remix dev`'s live-reload origin (development only; allowed by the CSP). */
  devServerOrigin: string | undefined;
  /** How long a public page stays in the in-process page cache (0 = off; off in development). */
  pageCacheTtlMs: number;
  /** Shared secret the signing keys are derived from (security/signing-keys.server.ts). */
  signingSecret: string | undefined;
  auth: {
    /** Secure cookies: on whenever the public origin is https. */
    secureCookies: boolean;
    /** "Remember Me" sessions: cookie Max-Age and server-side expiry. */
    persistentSessionDays: number;
    /** Browser-session cookies still expire on the server after this many hours. */
    browserSessionHours: number;
    /** Lifetime of a password reset link (1 hour). */
    resetTokenSeconds: number;
  };
  mail: {
    /** smtp(s)://user:pass@host:port; unset → .eml files under outboxDir. */
    smtpUrl: string | undefined;
    from: string;
    outboxDir: string;
    /** Sender poll interval and the first retry delay (doubled per attempt, capped at 1 hour). */
    pollMs: number;
    retryBaseMs: number;
    maxAttempts: number;
  };
  food: EngineConfig & {
    /** remote when FOOD_ENGINE_URL is set, else the local ONNX model. */
    engine: "local" | "remote";
    /** The local model file (ONNX). */
    modelPath: string;
    /** Upload caps: bytes and width × height. */
    maxBytes: number;
    maxPixels: number;
    /** Image demo calls per client per 10 minutes (an API key gets 10×); corrections per client per hour. */
    demoRatePerClient: number;
    correctionRatePerClient: number;
  };
  speechSynthesis: EngineConfig & {
    /** remote when TTS_ENGINE_URL is set, else local espeak-ng. */
    engine: "local" | "remote";
    /** Local synthesiser: the espeak-ng binary when found (auto), or force "binary" / "wasm". */
    espeak: "auto" | "binary" | "wasm";
    /** The espeak-ng binary (ESPEAK_NG_PATH), shared with the recogniser's pronunciation guesser. */
    espeakPath: string;
    /** Disk cache of synthesised audio, and its byte budget. */
    cacheDir: string;
    cacheMaxBytes: number;
    /** Spoken characters per request. */
    maxChars: number;
  };
  speechRecognition: EngineConfig & {
    /** remote when ASR_ENGINE_URL is set, else local pocketsphinx. */
    engine: "local" | "remote";
    /** Upload caps: bytes and seconds of audio. */
    maxBytes: number;
    maxSeconds: number;
    /** pocketsphinx_batch, the en-us acoustic model, general language model and CMU dictionary; espeak-ng. */
    pocketsphinxBinary: string;
    hmmDir: string;
    lmPath: string;
    dictPath: string;
    espeakPath: string;
  };
  voiceDemo: {
    /** Recordings and their feedback are deleted after this many days (0 keeps nothing past a purge). */
    retentionDays: number;
    /** How often the retention purge runs. */
    purgeIntervalMs: number;
    /** Uploads per client address per minute (browser calls), and per API key per minute (scripts). */
    perClientPerMinute: number;
    perKeyPerMinute: number;
  };
  contact: {
    /** Inbox of the sales team: every contact enquiry is mailed here through the outbox. */
    salesEmail: string;
    /** A form sent sooner than this after the page rendered it is treated as a bot (decision 0070). */
    minFillMs: number;
    /** HMAC key of the form's signed render time; unset → random per process (one instance only). */
    formSecret: string | undefined;
    /** Enquiries per client address per hour (browser calls), and per API key per hour (scripts). */
    perClientPerHour: number;
    perKeyPerHour: number;
    /** Unverified enquiries (no valid form token) per client address per hour, on top of the above. */
    unverifiedPerClientPerHour: number;
  };
  assistant: EngineConfig & {
    /** remote when ASSISTANT_ENGINE_URL is set (the provider's hosted engine), else the local index. */
    engine: "local" | "remote";
    /** Messages per client address per minute (browsers) / per API key per minute (scripts). */
    perClientPerMinute: number;
    perKeyPerMinute: number;
  };
  transliteration: {
    /** A public transliteration lookup service; unset → the local rule-based engine. */
    url: string | undefined;
    timeoutMs: number;
  };
  textDemo: {
    /** POST /api/demos/textdemo per minute: per client address (browsers), per API key (scripts). */
    perClientPerMinute: number;
    perKeyPerMinute: number;
    /** GET /api/transliterate per minute per client address (one call per typed word). */
    transliteratePerMinute: number;
  };
}

// ---------------------------------------------------------------------------------------------
// The variables and what each accepts. A variable that is unset or empty takes its default; a
// value that does not fit is refused, never replaced by the default.

const MAX = Number.MAX_SAFE_INTEGER;
const whole = (min = 0, max = MAX) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `a whole number from ${min.toLocaleString("en")}${max === MAX ? " up" : ` to ${max.toLocaleString("en")}`}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `a whole number from ${min.toLocaleString("en")}${max === MAX ? " up" : ` to ${max.toLocaleString("en")}`}`);
const FLAGS: Record<string, boolean> = { "1": true, true: true, yes: true, on: true, "0": false, false: false, no: false, off: false };
const flag = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v in FLAGS, "1, true, yes or on; 0, false, no or off")
    .transform((v) => FLAGS[v]!);
const httpUrl = () =>
  z
    .string()
    .trim()
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), "an http:// or https:// URL");
const text = () => z.string();
const oneOf = <T extends string>(...values: [T, ...T[]]) => z.enum(values, { error: `one of ${values.join(", ")}` });
/** A comma-separated list of the catalogue's language codes, the default first. */
const languageList = () =>
  z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((code) => code.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (codes) => codes.length > 0 && codes.every((code) => LANGUAGES.some((l) => l.code === code)),
      `codes of app/i18n/languages.json (${LANGUAGES.map((l) => l.code).join(", ")}), comma-separated`,
    )
    .refine((codes) => codes[0] === DEFAULT_LANGUAGE, `the default language, ${DEFAULT_LANGUAGE}, first`)
    .refine((codes) => new Set(codes).size === codes.length, "each language once");

const ENV = z
  .object({
    NODE_ENV: text(),
    SITE_LANGUAGES: languageList(),
    HOST: text(),
    PORT: whole(0, 65_535),
    PUBLIC_ORIGIN: httpUrl(),
    DATA_DIR: text(),
    DATABASE_URL: z
      .string()
      .trim()
      .refine((v) => /^postgres(?:ql)?:\/\//.test(v) && URL.canParse(v), "a postgres:// or postgresql:// URL"),
    PGLITE_DIR: text(),
    MIGRATIONS_DIR: text(),
    SANITY_PROJECT_ID: text(),
    SANITY_DATASET: text(),
    SANITY_API_VERSION: z
      .string()
      .trim()
      .regex(/^(?:\d{4}-\d{2}-\d{2}|v\d+|vX)$/, "a date such as 2025-02-19"),
    SANITY_API_HOST: httpUrl(),
    SANITY_USE_CDN: flag(),
    SANITY_TOKEN: text(),
    SANITY_WEBHOOK_SECRET: text(),
    SANITY_STUDIO_URL: httpUrl(),
    CONTENT_SEED_DIR: text(),
    IMAGE_CACHE_DIR: text(),
    IMAGE_CACHE_MAX_MB: whole(1),
    TRUST_PROXY: flag(),
    LOG_REQUESTS: flag(),
    SHUTDOWN_GRACE_MS: whole(),
    // Read by server/start.sh before Node starts (which malloc the server runs on); checked here so
    // that a typo stops the start like any other setting.
    SERVER_ALLOCATOR: oneOf("jemalloc", "system"),
    REMIX_DEV_ORIGIN: text(),
    PAGE_CACHE_TTL_MS: whole(),
    SIGNING_SECRET: text(),
    SESSION_COOKIE_SECURE: flag(),
    SESSION_REMEMBER_DAYS: whole(1, 3_650),
    SESSION_BROWSER_HOURS: whole(1, 24 * 365),
    PASSWORD_RESET_TTL_SECONDS: whole(1),
    SMTP_URL: z
      .string()
      .trim()
      .refine((v) => /^smtps?:\/\//.test(v) && URL.canParse(v), "an smtp:// or smtps:// URL"),
    MAIL_FROM: text(),
    MAIL_DIR: text(),
    MAIL_POLL_MS: whole(10),
    MAIL_RETRY_BASE_MS: whole(1),
    MAIL_MAX_ATTEMPTS: whole(1),
    FOOD_MODEL_PATH: text(),
    FOOD_ENGINE_URL: httpUrl(),
    FOOD_ENGINE_KEY: text(),
    FOOD_TIMEOUT_MS: whole(1),
    FOOD_CONCURRENCY: whole(1, 64),
    FOOD_MAX_QUEUE: whole(),
    FOOD_MAX_UPLOAD_MB: whole(1, 1_024),
    FOOD_MAX_MEGAPIXELS: whole(1, 1_000),
    FOOD_DEMO_RATE_LIMIT: whole(1),
    FOOD_CORRECTION_RATE_LIMIT: whole(1),
    TTS_ENGINE_URL: httpUrl(),
    TTS_ENGINE_KEY: text(),
    TTS_ESPEAK: oneOf("auto", "binary", "wasm"),
    TTS_CACHE_DIR: text(),
    TTS_CACHE_MAX_MB: whole(1),
    TTS_TIMEOUT_MS: whole(1),
    TTS_CONCURRENCY: whole(1, 64),
    TTS_MAX_QUEUE: whole(),
    TTS_MAX_CHARS: whole(1),
    ASR_ENGINE_URL: httpUrl(),
    ASR_ENGINE_KEY: text(),
    ASR_TIMEOUT_MS: whole(1),
    ASR_CONCURRENCY: whole(1, 64),
    ASR_MAX_QUEUE: whole(),
    ASR_MAX_UPLOAD_KB: whole(1),
    ASR_MAX_SECONDS: whole(1),
    POCKETSPHINX_BATCH: text(),
    POCKETSPHINX_HMM: text(),
    POCKETSPHINX_LM: text(),
    POCKETSPHINX_DICT: text(),
    ESPEAK_NG_PATH: text(),
    VOICE_RETENTION_DAYS: whole(),
    VOICE_PURGE_INTERVAL_MS: whole(60_000),
    VOICE_RATE_LIMIT: whole(1),
    VOICE_KEY_RATE_LIMIT: whole(1),
    SALES_EMAIL: z.email("an e-mail address"),
    CONTACT_MIN_FILL_MS: whole(),
    CONTACT_FORM_SECRET: text(),
    CONTACT_RATE_LIMIT: whole(1),
    CONTACT_KEY_RATE_LIMIT: whole(1),
    CONTACT_UNVERIFIED_RATE_LIMIT: whole(1),
    ASSISTANT_ENGINE_URL: httpUrl(),
    ASSISTANT_ENGINE_KEY: text(),
    ASSISTANT_TIMEOUT_MS: whole(1),
    ASSISTANT_CONCURRENCY: whole(1, 64),
    ASSISTANT_MAX_QUEUE: whole(),
    TRANSLITERATION_URL: httpUrl(),
    TRANSLITERATION_TIMEOUT_MS: whole(1),
    TEXTDEMO_LIMIT_PER_MINUTE: whole(1),
    ASSISTANT_RATE_LIMIT: whole(1),
    ASSISTANT_KEY_RATE_LIMIT: whole(1),
    TEXTDEMO_KEY_LIMIT_PER_MINUTE: whole(1),
    TRANSLITERATE_LIMIT_PER_MINUTE: whole(1),
  })
  .partial();

type Env = z.output<typeof ENV>;

/** A setting that does not fit: names every such variable and what it accepts, in one line. */
export class SettingsError extends Error {
  override name = "SettingsError";
}

function parseEnv(env: Record<string, string | undefined>): Env {
  // Unset and empty are the same: the default.
  const given = Object.fromEntries(Object.keys(ENV.shape).flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
  const parsed = ENV.safeParse(given);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const value = String(given[name]);
    // Secrets and URLs with credentials are named, not printed.
    const shown = /SECRET|TOKEN|KEY|URL/.test(name) ? "" : ` (got "${value.slice(0, 40)}")`;
    return `${name} must be ${issue.message}${shown}`;
  });
  throw new SettingsError(`Invalid settings: ${problems.join("; ")}`);
}

/** FOOD_MODEL_PATH, else the shared model folder beside the checkout, else $DATA_DIR/models/. */
function foodModelPath(given: string | undefined, dataDir: string): string {
  if (given) return path.resolve(given);
  const shared = path.resolve("../shared/models/mobilenetv2-12-int8/mobilenetv2-12-int8.onnx");
  return existsSync(shared) ? shared : path.join(dataDir, "models", "mobilenetv2-12-int8.onnx");
}

/** An engine's common settings: the hosted engine when its URL is set, else the local one. */
function engineSettings(url: string | undefined, key: string | undefined, bounds: { timeoutMs: number; concurrency: number; maxQueue: number }) {
  return { engine: url ? ("remote" as const) : ("local" as const), engineUrl: url, engineKey: key, ...bounds };
}

/** The settings of `env`, checked; throws a SettingsError naming every variable that does not fit. */
export function readSettings(source: Record<string, string | undefined>): ServerConfig {
  const env = parseEnv(source);
  const nodeEnv = env.NODE_ENV ?? "development";
  const port = env.PORT ?? 3000;
  const dataDir = path.resolve(env.DATA_DIR ?? "var");
  const projectId = env.SANITY_PROJECT_ID ?? "";
  const origin = (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, "");
  // Secure (and so the __Host- prefix) follows the origin, not NODE_ENV: a production build served
  // over plain http (the e2e run) would otherwise never get its cookie back.
  const secureCookies = env.SESSION_COOKIE_SECURE ?? origin.startsWith("https://");
  return {
    nodeEnv,
    languages: env.SITE_LANGUAGES ?? ["en", "hi"],
    isProduction: nodeEnv === "production",
    host: env.HOST ?? "127.0.0.1",
    port,
    publicOrigin: origin,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.resolve(env.PGLITE_DIR ?? path.join(dataDir, "db")),
    migrationsDir: path.resolve(env.MIGRATIONS_DIR ?? "app/db/migrations"),
    content: {
      mode: projectId ? "hosted" : "embedded",
      seedDir: path.resolve(env.CONTENT_SEED_DIR ?? "studio/seed"),
      projectId: projectId || "local",
      dataset: env.SANITY_DATASET ?? (projectId ? "production" : "seed"),
      apiVersion: env.SANITY_API_VERSION ?? "2025-02-19",
      apiHost: env.SANITY_API_HOST,
      useCdn: env.SANITY_USE_CDN ?? true,
      token: env.SANITY_TOKEN,
      webhookSecret: env.SANITY_WEBHOOK_SECRET,
      studioUrl: (env.SANITY_STUDIO_URL ?? "http://localhost:3333").replace(/\/+$/, ""),
      imageCacheDir: path.resolve(env.IMAGE_CACHE_DIR ?? path.join(dataDir, "cache", "images")),
      imageCacheMaxBytes: (env.IMAGE_CACHE_MAX_MB ?? 512) * 1024 * 1024,
    },
    trustProxy: env.TRUST_PROXY ?? false,
    logRequests: env.LOG_REQUESTS ?? nodeEnv !== "test",
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS ?? 2_000,
    devServerOrigin: env.REMIX_DEV_ORIGIN,
    pageCacheTtlMs: nodeEnv === "production" ? (env.PAGE_CACHE_TTL_MS ?? 60_000) : 0,
    signingSecret: env.SIGNING_SECRET,
    auth: {
      secureCookies,
      persistentSessionDays: env.SESSION_REMEMBER_DAYS ?? 30,
      browserSessionHours: env.SESSION_BROWSER_HOURS ?? 12,
      resetTokenSeconds: env.PASSWORD_RESET_TTL_SECONDS ?? 3600,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? "Kathana AI <no-reply@kathana.example>",
      outboxDir: path.resolve(env.MAIL_DIR ?? path.join(dataDir, "mail")),
      pollMs: env.MAIL_POLL_MS ?? 2_000,
      retryBaseMs: env.MAIL_RETRY_BASE_MS ?? 5_000,
      maxAttempts: env.MAIL_MAX_ATTEMPTS ?? 12,
    },
    food: {
      ...engineSettings(env.FOOD_ENGINE_URL, env.FOOD_ENGINE_KEY, {
        timeoutMs: env.FOOD_TIMEOUT_MS ?? 5_000,
        concurrency: env.FOOD_CONCURRENCY ?? 2,
        maxQueue: env.FOOD_MAX_QUEUE ?? 16,
      }),
      modelPath: foodModelPath(env.FOOD_MODEL_PATH, dataDir),
      maxBytes: (env.FOOD_MAX_UPLOAD_MB ?? 8) * 1024 * 1024,
      maxPixels: (env.FOOD_MAX_MEGAPIXELS ?? 40) * 1_000_000,
      demoRatePerClient: env.FOOD_DEMO_RATE_LIMIT ?? 60,
      correctionRatePerClient: env.FOOD_CORRECTION_RATE_LIMIT ?? 10,
    },
    speechSynthesis: {
      ...engineSettings(env.TTS_ENGINE_URL, env.TTS_ENGINE_KEY, {
        timeoutMs: env.TTS_TIMEOUT_MS ?? 10_000,
        concurrency: env.TTS_CONCURRENCY ?? 2,
        maxQueue: env.TTS_MAX_QUEUE ?? 16,
      }),
      espeak: env.TTS_ESPEAK ?? "auto",
      espeakPath: env.ESPEAK_NG_PATH ?? "/usr/bin/espeak-ng",
      cacheDir: path.resolve(env.TTS_CACHE_DIR ?? path.join(dataDir, "cache", "tts")),
      cacheMaxBytes: (env.TTS_CACHE_MAX_MB ?? 256) * 1024 * 1024,
      maxChars: env.TTS_MAX_CHARS ?? 1_000,
    },
    speechRecognition: {
      ...engineSettings(env.ASR_ENGINE_URL, env.ASR_ENGINE_KEY, {
        timeoutMs: env.ASR_TIMEOUT_MS ?? 10_000,
        concurrency: env.ASR_CONCURRENCY ?? 2,
        maxQueue: env.ASR_MAX_QUEUE ?? 16,
      }),
      maxBytes: (env.ASR_MAX_UPLOAD_KB ?? 2048) * 1024,
      maxSeconds: env.ASR_MAX_SECONDS ?? 30,
      pocketsphinxBinary: env.POCKETSPHINX_BATCH ?? "/usr/bin/pocketsphinx_batch",
      hmmDir: env.POCKETSPHINX_HMM ?? "/usr/share/pocketsphinx/model/en-us/en-us",
      lmPath: env.POCKETSPHINX_LM ?? "/usr/share/pocketsphinx/model/en-us/en-us.lm.bin",
      dictPath: env.POCKETSPHINX_DICT ?? "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict",
      espeakPath: env.ESPEAK_NG_PATH ?? "/usr/bin/espeak-ng",
    },
    voiceDemo: {
      retentionDays: env.VOICE_RETENTION_DAYS ?? 30,
      purgeIntervalMs: env.VOICE_PURGE_INTERVAL_MS ?? 6 * 60 * 60 * 1000,
      perClientPerMinute: env.VOICE_RATE_LIMIT ?? 20,
      perKeyPerMinute: env.VOICE_KEY_RATE_LIMIT ?? 120,
    },
    contact: {
      salesEmail: env.SALES_EMAIL ?? "sales@kathana.example",
      minFillMs: env.CONTACT_MIN_FILL_MS ?? 3_000,
      formSecret: env.CONTACT_FORM_SECRET,
      perClientPerHour: env.CONTACT_RATE_LIMIT ?? 10,
      perKeyPerHour: env.CONTACT_KEY_RATE_LIMIT ?? 1_000,
      unverifiedPerClientPerHour: env.CONTACT_UNVERIFIED_RATE_LIMIT ?? 3,
    },
    assistant: {
      ...engineSettings(env.ASSISTANT_ENGINE_URL, env.ASSISTANT_ENGINE_KEY, {
        timeoutMs: env.ASSISTANT_TIMEOUT_MS ?? 5_000,
        concurrency: env.ASSISTANT_CONCURRENCY ?? 4,
        maxQueue: env.ASSISTANT_MAX_QUEUE ?? 32,
      }),
      perClientPerMinute: env.ASSISTANT_RATE_LIMIT ?? 30,
      perKeyPerMinute: env.ASSISTANT_KEY_RATE_LIMIT ?? 120,
    },
    transliteration: {
      url: env.TRANSLITERATION_URL,
      timeoutMs: env.TRANSLITERATION_TIMEOUT_MS ?? 3_000,
    },
    textDemo: {
      perClientPerMinute: env.TEXTDEMO_LIMIT_PER_MINUTE ?? 30,
      perKeyPerMinute: env.TEXTDEMO_KEY_LIMIT_PER_MINUTE ?? 120,
      transliteratePerMinute: env.TRANSLITERATE_LIMIT_PER_MINUTE ?? 300,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Parsed once. `loadSettings()` at server start (a bad value stops the start with one line);
// `getConfig()` hands the parsed settings to every caller.

let loaded: { source: Record<string, string | undefined>; settings: ServerConfig } | undefined;

/** Parses the process's environment now (server start); throws a SettingsError on a bad value. */
export function loadSettings(): ServerConfig {
  loaded = { source: process.env, settings: readSettings(process.env) };
  return loaded.settings;
}

/**
 * The settings: parsed once from the process's environment (on first use when nothing loaded
 * them), or of `env` when given (tests and scripts that try other values).
 */
export function getConfig(env?: Record<string, string | undefined>): ServerConfig {
  if (env) return readSettings(env);
  if (!loaded || loaded.source !== process.env) return loadSettings();
  return loaded.settings;
}

/** Forget the parsed settings: the next getConfig() reads the environment again (tests). */
export function forgetSettings(): void {
  loaded = undefined;
}
