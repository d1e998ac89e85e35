import { createClient, type QueryParams, type SanityClient } from "@sanity/client";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { logWarning } from "~/log.server";
import { languageView, type SanityDocument } from "./dataset.server";
import { documentSet, QueryEvaluator } from "./evaluate.server";
import type { ContentSource, PreviewQuery } from "./source.server";
import { stegaEncodeByValue, ValueOrigins } from "./stega.server";

/** Every document (drafts, releases and system documents aside): what a language view is made of. */
const ALL_DOCUMENTS = `*[!(_id in path("_.**")) && !(_id in path("versions.**"))]`;

export interface HostedContentOptions {
  projectId: string;
  dataset: string;
  apiVersion: string;
  useCdn: boolean;
  token?: string;
  /** Another API host (tests point it at a local stand-in); disables project hostnames. */
  apiHost?: string;
  /** How long a result is served without asking the API again. Default 60 s. */
  ttlMs?: number;
  /** After a failed call, how long the last good result is served before trying again. Default 5 s. */
  failureBackoffMs?: number;
  /** Most query+params keys remembered. Default 500. */
  maxEntries?: number;
  /** Per-request timeout. Default 10 s (the client's own default is minutes). */
  timeoutMs?: number;
  /** Retries of the client on network errors and 429/502/503. Default 1. */
  maxRetries?: number;
}

interface Entry {
  value: unknown;
  freshUntil: number;
}

/** Same key for the same params whatever their property order. */
function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  if (value && typeof value === "object") {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj)
      .filter((k) => obj[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableStringify(obj[k])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Sanity's hosted API (published perspective) behind a short in-process cache. */
export class HostedContent implements ContentSource {
  readonly client: SanityClient;
  private readonly ttlMs: number;
  private readonly failureBackoffMs: number;
  private readonly maxEntries: number;
  /** Results considered fresh; emptied by clear() (the webhook). */
  private readonly fresh = new Map<string, Entry>();
  /** Last good result per key, kept across clear() so an API outage still has something to serve. */
  private readonly lastGood = new Map<string, unknown>();
  private readonly inflight = new Map<string, Promise<unknown>>();
  private generation = 0;
  private readonly evaluator = new QueryEvaluator();

  constructor(options: HostedContentOptions) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.failureBackoffMs = options.failureBackoffMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 500;
    this.client = createClient({
      projectId: options.projectId,
      dataset: options.dataset,
      apiVersion: options.apiVersion,
      useCdn: options.useCdn,
      token: options.token,
      perspective: "published",
      timeout: options.timeoutMs ?? 10_000,
      maxRetries: options.maxRetries ?? 1,
      ...(options.apiHost ? { apiHost: options.apiHost, useProjectHostname: false } : {}),
    });
  }

  async init(): Promise<void> {}

  async query<T>(query: string, params: Record<string, unknown> = {}, preview?: PreviewQuery, language = DEFAULT_LANGUAGE): Promise<T> {
    // Every language, the default too: a dataset edited with the document-internationalization
    // plugin holds each document once per language, and a query sent to the API as it is would
    // see them all (decision 0180).
    return this.queryInLanguage<T>(query, params, preview, language);
  }

  /** A query through the in-process cache (the last good answer kept for outages). */
  private async cachedFetch<T>(query: string, params: Record<string, unknown>): Promise<T> {
    const key = `${query}\u0000${stableStringify(params)}`;
    const hit = this.fresh.get(key);
    if (hit && Date.now() < hit.freshUntil) return hit.value as T;
    let pending = this.inflight.get(key);
    if (!pending) {
      const started = this.fetchAndRemember(key, query, params).finally(() => {
        if (this.inflight.get(key) === started) this.inflight.delete(key);
      });
      pending = started;
      this.inflight.set(key, pending);
    }
    return (await pending) as T;
  }

  /**
   * Another language than the default (decision 0180): the dataset, fetched through the same cache
   * (published) or fresh (drafts, for an editor's preview), seen as that language's visitors see it
   * and queried here with groq-js, as the embedded content is. Sanity's API cannot run a query on
   * a language view, and the queries stay the same in every language.
   */
  private async queryInLanguage<T>(query: string, params: Record<string, unknown>, preview: PreviewQuery | undefined, language: string): Promise<T> {
    let docs: SanityDocument[];
    if (preview) {
      if (!this.client.config().token) throw new Error("Preview needs SANITY_TOKEN (a read token) to read drafts");
      docs = await this.client.withConfig({ perspective: "drafts", useCdn: false }).fetch<SanityDocument[]>(ALL_DOCUMENTS);
    } else {
      docs = await this.cachedFetch<SanityDocument[]>(ALL_DOCUMENTS, {});
    }
    const result = await this.evaluator.evaluate<T>(query, documentSet(languageView(docs, language, DEFAULT_LANGUAGE)), params);
    return preview ? stegaEncodeByValue(result, new ValueOrigins(docs), preview.studioUrl) : result;
  }

  clear(): void {
    this.fresh.clear();
    // Answers already on their way may predate the change that triggered the clear.
    this.inflight.clear();
    this.generation++;
  }

  async close(): Promise<void> {
    this.fresh.clear();
    this.lastGood.clear();
    this.inflight.clear();
  }

  private async fetchAndRemember(key: string, query: string, params: Record<string, unknown>): Promise<unknown> {
    const generation = this.generation;
    try {
      const value: unknown = await this.client.fetch(query, params as QueryParams);
      if (generation === this.generation) {
        this.remember(this.fresh, key, { value, freshUntil: Date.now() + this.ttlMs });
      }
      this.remember(this.lastGood, key, value);
      return value;
    } catch (err) {
      if (!this.lastGood.has(key)) throw err;
      const value = this.lastGood.get(key);
      logWarning("content API failed; serving the last good result", {
        error: err instanceof Error ? err.message : String(err),
        query: query.slice(0, 120),
      });
      // Don't call a failing API on every request: retry after a short pause.
      this.remember(this.fresh, key, { value, freshUntil: Date.now() + this.failureBackoffMs });
      return value;
    }
  }

  private remember<V>(map: Map<string, V>, key: string, value: V): void {
    map.delete(key);
    map.set(key, value);
    if (map.size > this.maxEntries) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  }
}
