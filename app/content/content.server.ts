import { AsyncLocalStorage } from "node:async_hooks";
import type { SanityClient } from "@sanity/client";
import { getConfig } from "~/config.server";
import { currentLanguage } from "~/i18n/language.server";
import { READINESS_QUERY } from "./queries.server";
import { EmbeddedContent } from "./embedded.server";
import { HostedContent } from "./hosted.server";
import type { ContentSource, PreviewQuery } from "./source.server";
import type { ContentEnv } from "./image";

export type { ContentEnv } from "./image";

/*
 * The one entry point to content. Every loader calls loadQuery(); whether GROQ runs over the
 * embedded seed (groq-js) or against hosted Sanity is decided here, once, from the configuration.
 */

let source: ContentSource | null = null;

function getSource(): ContentSource {
  if (!source) {
    const config = getConfig();
    const c = config.content;
    source =
      c.mode === "hosted"
        ? new HostedContent({
            projectId: c.projectId,
            dataset: c.dataset,
            apiVersion: c.apiVersion,
            useCdn: c.useCdn,
            token: c.token,
            apiHost: c.apiHost,
          })
        : new EmbeddedContent({ seedDir: c.seedDir, watch: config.nodeEnv === "development" });
  }
  return source;
}

/*
 * The perspective queries read: published, unless the caller runs them in the drafts perspective.
 * Content knows nothing of requests or cookies: the preview feature (app/preview) decides who
 * reads drafts and runs that request's work inside `inDraftsPerspective`.
 */
const draftsScope = new AsyncLocalStorage<PreviewQuery>();

/** Runs `work` with every query in it reading drafts, edit links pointing to `preview.studioUrl`. */
export function inDraftsPerspective<T>(preview: PreviewQuery, work: () => T): T {
  return draftsScope.run(preview, work);
}

/** The drafts perspective the current work reads in, or undefined (published). */
export function draftsPerspective(): PreviewQuery | undefined {
  return draftsScope.getStore();
}

/**
 * Runs a GROQ query and returns its result: published content, or, inside the drafts perspective,
 * drafts with edit links hidden in the strings, never cached.
 */
export function loadQuery<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  return getSource().query<T>(query, params, draftsScope.getStore(), currentLanguage());
}

/** The hosted client (it holds the read token) for checking preview-URL secrets; null when embedded. */
export function previewSecretClient(): SanityClient | null {
  const current = getSource();
  return current instanceof HostedContent ? current.client : null;
}

/** Server start: loads the embedded dataset now so the first request is not the slow one. */
export async function initContent(): Promise<void> {
  await getSource().init();
}

/** Readiness probe: true when a cheap query answers. */
export async function contentReady(): Promise<boolean> {
  try {
    await loadQuery<number>(READINESS_QUERY);
    return true;
  } catch {
    return false;
  }
}

const clearedListeners = new Set<() => void>();

/** Called after every content cache clear (the webhook, or another instance's announcement). */
export function onContentCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** Drops cached query results (hosted) or reloads the dataset on the next query (embedded). */
export function clearContentCache(): void {
  source?.clear();
  // What was made from the old content goes too (server.js's page cache).
  for (const listener of clearedListeners) listener();
}

/** Browser-safe description of the asset host, for the image and file URL builders. */
export function getContentEnv(): ContentEnv {
  const c = getConfig().content;
  return {
    projectId: c.projectId,
    dataset: c.dataset,
    assetBaseUrl: c.mode === "hosted" ? "https://cdn.sanity.io" : "/content",
  };
}

/** Forgets the current implementation so the next call reads the configuration again. */
export async function resetContentForTests(): Promise<void> {
  const current = source;
  source = null;
  await current?.close();
}
