import { watch, type FSWatcher } from "node:fs";
import { evaluate, parse } from "groq-js";
import { readNdjsonDataset, type SanityDocument } from "./dataset.server";
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

type ParsedQuery = ReturnType<typeof parse>;
// groq-js 2 ships incomplete type declarations for evaluate(); this is the part we use.
type EvaluatedValue = { get(): Promise<unknown> };

const MAX_PARSED = 500;

interface View {
  docs: SanityDocument[];
  byId: Map<string, SanityDocument>;
}

interface Snapshot {
  published: View;
  drafts: View;
  /** Built on the first preview query: visitors never pay for it. */
  origins?: ValueOrigins;
}

const view = (docs: SanityDocument[]): View => ({ docs, byId: new Map(docs.map((d) => [d._id, d] as const)) });

/** GROQ over the seed dataset in memory, with groq-js: the published perspective, or drafts for preview. */
export class EmbeddedContent implements ContentSource {
  private readonly seedDir: string;
  private readonly watchEnabled: boolean;
  private readonly debounceMs: number;
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;
  private readonly parsed = new Map<string, ParsedQuery>();
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

  async query<T>(query: string, params: Record<string, unknown> = {}, preview?: PreviewQuery): Promise<T> {
    const snapshot = await this.current();
    const { docs, byId } = preview ? snapshot.drafts : snapshot.published;
    const tree = this.parseCached(query);
    const value = (await evaluate(tree, {
      dataset: docs,
      params,
      // An id index instead of groq-js's scan of the whole dataset for every `->`.
      dereference: ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null,
    })) as EvaluatedValue;
    const result = (await value.get()) as T;
    if (!preview) return result;
    snapshot.origins ??= new ValueOrigins(snapshot.drafts.docs);
    return stegaEncodeByValue(result, snapshot.origins, preview.studioUrl);
  }

  /** Reloads the dataset from disk on the next query. */
  clear(): void {
    this.parsed.clear();
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
    return this.snapshot?.published.docs.length ?? 0;
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
      const snapshot: Snapshot = { published: view(published), drafts: view(drafts) };
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

  private parseCached(query: string): ParsedQuery {
    let tree = this.parsed.get(query);
    if (!tree) {
      tree = parse(query);
      if (this.parsed.size >= MAX_PARSED) this.parsed.clear();
      this.parsed.set(query, tree);
    }
    return tree;
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
