import { watch, type FSWatcher } from "node:fs";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { languageView, readNdjsonDataset, type SanityDocument } from "./dataset.server";
import { documentSet, QueryEvaluator, type DocumentSet } from "./evaluate.server";
import { logWarning } from "~/log.server";
import { stegaEncodeByValue, ValueOrigins } from "./stega.server";
import type { ContentSource, PreviewQuery } from "./source.server";

export interface EmbeddedContentOptions {
  /** Folder with the `*.ndjson` export files (and `images/`, `files/`). */
  seedDir: string;
  /** Reload when a file in the folder changes (development). */
  watch?: boolean;
  /** Quiet period after the last change before reloading, so a file being written is read once. */
  debounceMs?: number;
}

interface Snapshot {
  /** Every document, in the published and the drafts perspective, translations included. */
  published: SanityDocument[];
  drafts: SanityDocument[];
  /** The views queries run on, per perspective and language, built on first use. */
  views: Map<string, DocumentSet>;
  /** Built on the first preview query: visitors never pay for it. */
  origins?: ValueOrigins;
}

/**
 * GROQ over the seed dataset in memory, with groq-js: the published perspective, or drafts for
 * preview, in the language of the request (a language view, dataset.server.ts).
 */
export class EmbeddedContent implements ContentSource {
  private readonly seedDir: string;
  private readonly watchEnabled: boolean;
  private readonly debounceMs: number;
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;
  private readonly evaluator = new QueryEvaluator();
  private watcher: FSWatcher | null = null;
  private reloadTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(options: EmbeddedContentOptions) {
    this.seedDir = options.seedDir;
    this.watchEnabled = options.watch ?? false;
    this.debounceMs = options.debounceMs ?? 150;
  }

  async init(): Promise<void> {
    await this.current();
  }

  async query<T>(query: string, params: Record<string, unknown> = {}, preview?: PreviewQuery, language = DEFAULT_LANGUAGE): Promise<T> {
    const snapshot = await this.current();
    const key = `${preview ? "drafts" : "published"}:${language}`;
    let current = snapshot.views.get(key);
    if (!current) {
      current = documentSet(languageView(preview ? snapshot.drafts : snapshot.published, language, DEFAULT_LANGUAGE));
      snapshot.views.set(key, current);
    }
    const result = await this.evaluator.evaluate<T>(query, current, params);
    if (!preview) return result;
    snapshot.origins ??= new ValueOrigins(snapshot.drafts);
    return stegaEncodeByValue(result, snapshot.origins, preview.studioUrl);
  }

  /** Reloads the dataset from disk on the next query. */
  clear(): void {
    this.evaluator.clear();
    this.loading = null;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reloadTimer) clearTimeout(this.reloadTimer);
    this.watcher?.close();
    this.watcher = null;
  }

  /** Number of documents loaded (for logs and tests). */
  get size(): number {
    return this.snapshot?.published.length ?? 0;
  }

  private current(): Promise<Snapshot> {
    if (!this.loading) {
      const attempt = this.load();
      this.loading = attempt;
      // A failed first load must not stick: the next request tries again.
      attempt.catch(() => {
        if (this.loading === attempt) this.loading = null;
      });
    }
    return this.loading;
  }

  private async load(): Promise<Snapshot> {
    try {
      const { published, drafts } = await readNdjsonDataset(this.seedDir);
      const snapshot: Snapshot = { published, drafts, views: new Map() };
      this.snapshot = snapshot;
      return snapshot;
    } catch (err) {
      // A half-written file during editing must not take the site down: keep what we had.
      if (this.snapshot) {
        logWarning("content reload failed; keeping the previous dataset", {
          seedDir: this.seedDir,
          error: (err as Error).message,
        });
        return this.snapshot;
      }
      throw err;
    } finally {
      if (this.watchEnabled) this.startWatching();
    }
  }

  private startWatching(): void {
    if (this.watcher || this.closed) return;
    try {
      this.watcher = watch(this.seedDir, (_event, filename) => {
        if (filename && !String(filename).endsWith(".ndjson")) return;
        if (this.reloadTimer) clearTimeout(this.reloadTimer);
        this.reloadTimer = setTimeout(() => {
          this.reloadTimer = null;
          // Queries keep using the current dataset until the new one is ready.
          this.load().then(
            (snapshot) => {
              this.loading = Promise.resolve(snapshot);
            },
            () => {},
          );
        }, this.debounceMs);
        this.reloadTimer.unref();
      });
      this.watcher.unref();
      this.watcher.on("error", (err) => {
        logWarning("content watcher failed", { seedDir: this.seedDir, error: err.message });
        this.watcher?.close();
        this.watcher = null;
      });
    } catch (err) {
      logWarning("cannot watch the content folder", {
        seedDir: this.seedDir,
        error: (err as Error).message,
      });
    }
  }
}
