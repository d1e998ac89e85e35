import { existsSync } from "node:fs";
import path from "node:path";

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
 * Every setting the server reads from the environment, with its embedded default.
 * Read lazily (not at import time) so tests and scripts can set the environment first.
 * The README's environment table mirrors this file.
 */
export interface ServerConfig {
  nodeEnv: string;
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
    /** `__Host-session` (Secure) when the public origin is https, else `session`. */
    sessionCookieName: string;
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
  speech: EngineConfig & {
    /** remote when TTS_ENGINE_URL is set, else local espeak-ng. */
    engine: "local" | "remote";
    /** Local synthesiser: the espeak-ng binary when found (auto), or force "binary" / "wasm". */
    espeak: "auto" | "binary" | "wasm";
    /** Disk cache of synthesised audio, and its byte budget. */
    cacheDir: string;
    cacheMaxBytes: number;
    /** Spoken characters per request. */
    maxChars: number;
  };
  asr: EngineConfig & {
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

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === "" ? NaN : Number(value);
  return Number.isInteger(n) ? n : fallback;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  return ["1", "true", "yes", "on"].includes(value.toLowerCase());
}

function publicOrigin(env: NodeJS.ProcessEnv, port: number): string {
  return (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, "");
}

function authConfig(env: NodeJS.ProcessEnv, origin: string): ServerConfig["auth"] {
  // Secure (and so the __Host- prefix) follows the origin, not NODE_ENV: a production build served
  // over plain http (the e2e run) would otherwise never get its cookie back.
  const secureCookies = bool(env.SESSION_COOKIE_SECURE, origin.startsWith("https://"));
  return {
    sessionCookieName: secureCookies ? "__Host-session" : "session",
    secureCookies,
    persistentSessionDays: int(env.SESSION_REMEMBER_DAYS, 30),
    browserSessionHours: int(env.SESSION_BROWSER_HOURS, 12),
    resetTokenSeconds: int(env.PASSWORD_RESET_TTL_SECONDS, 3600),
  };
}

/** FOOD_MODEL_PATH, else the shared model folder beside the checkout, else $DATA_DIR/models/. */
function foodModelPath(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.FOOD_MODEL_PATH) return path.resolve(env.FOOD_MODEL_PATH);
  const shared = path.resolve("../shared/models/mobilenetv2-12-int8/mobilenetv2-12-int8.onnx");
  return existsSync(shared) ? shared : path.join(dataDir, "models", "mobilenetv2-12-int8.onnx");
}

export function getConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const nodeEnv = env.NODE_ENV ?? "development";
  const port = int(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? "var");
  const projectId = env.SANITY_PROJECT_ID ?? "";
  return {
    nodeEnv,
    isProduction: nodeEnv === "production",
    host: env.HOST ?? "127.0.0.1",
    port,
    publicOrigin: publicOrigin(env, port),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: path.resolve(env.PGLITE_DIR ?? path.join(dataDir, "db")),
    content: {
      mode: projectId ? "hosted" : "embedded",
      seedDir: path.resolve(env.CONTENT_SEED_DIR ?? "studio/seed"),
      projectId: projectId || "local",
      dataset: env.SANITY_DATASET ?? (projectId ? "production" : "seed"),
      apiVersion: env.SANITY_API_VERSION ?? "2025-02-19",
      apiHost: env.SANITY_API_HOST || undefined,
      useCdn: bool(env.SANITY_USE_CDN, true),
      token: env.SANITY_TOKEN || undefined,
      webhookSecret: env.SANITY_WEBHOOK_SECRET || undefined,
      studioUrl: (env.SANITY_STUDIO_URL || "http://localhost:3333").replace(/\/+$/, ""),
      imageCacheDir: path.resolve(env.IMAGE_CACHE_DIR ?? path.join(dataDir, "cache", "images")),
      imageCacheMaxBytes: int(env.IMAGE_CACHE_MAX_MB, 512) * 1024 * 1024,
    },
    trustProxy: bool(env.TRUST_PROXY, false),
    logRequests: bool(env.LOG_REQUESTS, nodeEnv !== "test"),
    shutdownGraceMs: Math.max(0, int(env.SHUTDOWN_GRACE_MS, 2_000)),
    devServerOrigin: env.REMIX_DEV_ORIGIN || undefined,
    pageCacheTtlMs: nodeEnv === "production" ? Math.max(0, int(env.PAGE_CACHE_TTL_MS, 60_000)) : 0,
    signingSecret: env.SIGNING_SECRET || undefined,
    auth: authConfig(env, publicOrigin(env, port)),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || "Kathana AI <no-reply@kathana.example>",
      outboxDir: path.resolve(env.MAIL_DIR ?? path.join(dataDir, "mail")),
      pollMs: int(env.MAIL_POLL_MS, 2_000),
      retryBaseMs: int(env.MAIL_RETRY_BASE_MS, 5_000),
      maxAttempts: int(env.MAIL_MAX_ATTEMPTS, 12),
    },
    food: {
      engine: env.FOOD_ENGINE_URL ? "remote" : "local",
      modelPath: foodModelPath(env, dataDir),
      engineUrl: env.FOOD_ENGINE_URL || undefined,
      engineKey: env.FOOD_ENGINE_KEY || undefined,
      timeoutMs: int(env.FOOD_TIMEOUT_MS, 5_000),
      concurrency: Math.max(1, int(env.FOOD_CONCURRENCY, 2)),
      maxQueue: Math.max(0, int(env.FOOD_MAX_QUEUE, 16)),
      maxBytes: int(env.FOOD_MAX_UPLOAD_MB, 8) * 1024 * 1024,
      maxPixels: int(env.FOOD_MAX_MEGAPIXELS, 40) * 1_000_000,
      demoRatePerClient: int(env.FOOD_DEMO_RATE_LIMIT, 60),
      correctionRatePerClient: int(env.FOOD_CORRECTION_RATE_LIMIT, 10),
    },
    speech: {
      engine: env.TTS_ENGINE_URL ? "remote" : "local",
      engineUrl: env.TTS_ENGINE_URL || undefined,
      engineKey: env.TTS_ENGINE_KEY || undefined,
      espeak: env.TTS_ESPEAK === "binary" || env.TTS_ESPEAK === "wasm" ? env.TTS_ESPEAK : "auto",
      cacheDir: path.resolve(env.TTS_CACHE_DIR ?? path.join(dataDir, "cache", "tts")),
      cacheMaxBytes: int(env.TTS_CACHE_MAX_MB, 256) * 1024 * 1024,
      timeoutMs: int(env.TTS_TIMEOUT_MS, 10_000),
      concurrency: Math.max(1, int(env.TTS_CONCURRENCY, 2)),
      maxQueue: Math.max(0, int(env.TTS_MAX_QUEUE, 16)),
      maxChars: Math.max(1, int(env.TTS_MAX_CHARS, 1_000)),
    },
    asr: {
      engine: env.ASR_ENGINE_URL ? "remote" : "local",
      engineUrl: env.ASR_ENGINE_URL || undefined,
      engineKey: env.ASR_ENGINE_KEY || undefined,
      timeoutMs: int(env.ASR_TIMEOUT_MS, 10_000),
      concurrency: Math.max(1, int(env.ASR_CONCURRENCY, 2)),
      maxQueue: Math.max(0, int(env.ASR_MAX_QUEUE, 16)),
      maxBytes: int(env.ASR_MAX_UPLOAD_KB, 2048) * 1024,
      maxSeconds: Math.max(1, int(env.ASR_MAX_SECONDS, 30)),
      pocketsphinxBinary: env.POCKETSPHINX_BATCH ?? "/usr/bin/pocketsphinx_batch",
      hmmDir: env.POCKETSPHINX_HMM ?? "/usr/share/pocketsphinx/model/en-us/en-us",
      lmPath: env.POCKETSPHINX_LM ?? "/usr/share/pocketsphinx/model/en-us/en-us.lm.bin",
      dictPath: env.POCKETSPHINX_DICT ?? "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict",
      espeakPath: env.ESPEAK_NG_PATH ?? "/usr/bin/espeak-ng",
    },
    voiceDemo: {
      retentionDays: Math.max(0, int(env.VOICE_RETENTION_DAYS, 30)),
      purgeIntervalMs: Math.max(60_000, int(env.VOICE_PURGE_INTERVAL_MS, 6 * 60 * 60 * 1000)),
      perClientPerMinute: Math.max(1, int(env.VOICE_RATE_LIMIT, 20)),
      perKeyPerMinute: Math.max(1, int(env.VOICE_KEY_RATE_LIMIT, 120)),
    },
    contact: {
      salesEmail: env.SALES_EMAIL || "sales@kathana.example",
      minFillMs: Math.max(0, int(env.CONTACT_MIN_FILL_MS, 3_000)),
      formSecret: env.CONTACT_FORM_SECRET || undefined,
      perClientPerHour: Math.max(1, int(env.CONTACT_RATE_LIMIT, 10)),
      perKeyPerHour: Math.max(1, int(env.CONTACT_KEY_RATE_LIMIT, 1_000)),
      unverifiedPerClientPerHour: Math.max(1, int(env.CONTACT_UNVERIFIED_RATE_LIMIT, 3)),
    },
    transliteration: {
      url: env.TRANSLITERATION_URL || undefined,
      timeoutMs: int(env.TRANSLITERATION_TIMEOUT_MS, 3_000),
    },
    textDemo: {
      perClientPerMinute: Math.max(1, int(env.TEXTDEMO_LIMIT_PER_MINUTE, 30)),
      perKeyPerMinute: Math.max(1, int(env.TEXTDEMO_KEY_LIMIT_PER_MINUTE, 120)),
      transliteratePerMinute: Math.max(1, int(env.TRANSLITERATE_LIMIT_PER_MINUTE, 300)),
    },
  };
}
