import path from "node:path";

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
    imageCacheDir: string;
  };
  trustProxy: boolean;
  logRequests: boolean;
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === "" ? NaN : Number(value);
  return Number.isInteger(n) ? n : fallback;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  return ["1", "true", "yes", "on"].includes(value.toLowerCase());
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
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/+$/, ""),
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
      imageCacheDir: path.resolve(env.IMAGE_CACHE_DIR ?? path.join(dataDir, "cache", "images")),
    },
    trustProxy: bool(env.TRUST_PROXY, false),
    logRequests: bool(env.LOG_REQUESTS, nodeEnv !== "test"),
  };
}
