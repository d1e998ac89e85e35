/** A query made for a preview session: the drafts perspective, with edit links hidden in the strings. */
export interface PreviewQuery {
  /** Where the edit links point (the Studio). */
  studioUrl: string;
}

/** What both content implementations (embedded groq-js, hosted Sanity) offer to content.server.ts. */
export interface ContentSource {
  /** Published content, or drafts (never cached) when `preview` is given, as a visitor of `language` sees it. */
  query<T>(query: string, params?: Record<string, unknown>, preview?: PreviewQuery, language?: string): Promise<T>;
  /** Makes the next queries see fresh content (drops caches). */
  clear(): void;
  /** Does the slow start-up work (loading the dataset) ahead of the first request. */
  init(): Promise<void>;
  /** Releases watchers and timers. */
  close(): Promise<void>;
}
