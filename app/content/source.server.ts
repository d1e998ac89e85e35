/** What both content implementations (embedded groq-js, hosted Sanity) offer to content.server.ts. */
export interface ContentSource {
  query<T>(query: string, params?: Record<string, unknown>): Promise<T>;
  /** Makes the next queries see fresh content (drops caches). */
  clear(): void;
  /** Does the slow start-up work (loading the dataset) ahead of the first request. */
  init(): Promise<void>;
  /** Releases watchers and timers. */
  close(): Promise<void>;
}
