/**
 * Disk cache of synthesised audio: one file per (engine, lang, rate, sha256 of the sanitised input),
 * written atomically (temporary file + rename), holding a one-line JSON header and the audio.
 * Bounded by a byte budget: past it the least recently used files (by mtime, refreshed on a hit)
 * are removed down to 80 % of the budget.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";

export interface CachedAudio {
  audio: Buffer;
  contentType: string;
  durationMs: number;
}

const MAGIC = "KTTS1";

export function cacheKey(parts: { engine: string; lang: string; rate: number; input: string }): string {
  const hash = createHash("sha256").update(parts.input).digest("hex");
  const rate = parts.rate.toFixed(2).replace("-", "m");
  return `${parts.engine}/${parts.lang}/${rate}_${hash}`;
}

export class AudioCache {
  private bytes: number | null = null;
  private pruning: Promise<void> | null = null;

  constructor(
    readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  private file(key: string): string {
    if (!/^[a-z]+\/[A-Za-z0-9_]+\/m?\d+\.\d\d_[0-9a-f]{64}$/.test(key)) throw new Error(`bad cache key ${key}`);
    return path.join(this.dir, `${key}.tts`);
  }

  async get(key: string): Promise<CachedAudio | null> {
    const file = this.file(key);
    let data: Buffer;
    try {
      data = await readFile(file);
    } catch {
      return null;
    }
    const newline = data.indexOf(10);
    if (newline < 0 || data.subarray(0, MAGIC.length).toString() !== MAGIC) return null;
    try {
      const meta = JSON.parse(data.subarray(MAGIC.length + 1, newline).toString("utf8")) as { contentType?: unknown; durationMs?: unknown };
      if (typeof meta.contentType !== "string" || typeof meta.durationMs !== "number") return null;
      const now = new Date();
      void utimes(file, now, now).catch(() => {});
      return { audio: data.subarray(newline + 1), contentType: meta.contentType, durationMs: meta.durationMs };
    } catch {
      return null;
    }
  }

  async set(key: string, value: CachedAudio): Promise<void> {
    if (this.maxBytes <= 0) return;
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const header = Buffer.from(`${MAGIC} ${JSON.stringify({ contentType: value.contentType, durationMs: value.durationMs })}\n`, "utf8");
    const body = Buffer.concat([header, value.audio]);
    const temp = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temp, body);
    await rename(temp, file);
    this.bytes = (this.bytes ?? (await this.measure())) + body.length;
    if (this.bytes > this.maxBytes) await this.prune();
  }

  private async list(): Promise<{ file: string; size: number; mtimeMs: number }[]> {
    const out: { file: string; size: number; mtimeMs: number }[] = [];
    const walk = async (dir: string, depth: number) => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory() && depth < 3) await walk(full, depth + 1);
        else if (entry.isFile() && entry.name.endsWith(".tts")) {
          try {
            const s = await stat(full);
            out.push({ file: full, size: s.size, mtimeMs: s.mtimeMs });
          } catch {
            // removed meanwhile
          }
        }
      }
    };
    await walk(this.dir, 0);
    return out;
  }

  private async measure(): Promise<number> {
    return (await this.list()).reduce((sum, f) => sum + f.size, 0);
  }

  /** Removes the least recently used files until the cache is at 80 % of its budget. */
  prune(): Promise<void> {
    this.pruning ??= (async () => {
      const files = (await this.list()).sort((a, b) => a.mtimeMs - b.mtimeMs);
      let total = files.reduce((sum, f) => sum + f.size, 0);
      for (const f of files) {
        if (total <= this.maxBytes * 0.8) break;
        await unlink(f.file).catch(() => {});
        total -= f.size;
      }
      this.bytes = total;
    })().finally(() => {
      this.pruning = null;
    });
    return this.pruning;
  }

  /** Bytes the cache holds (measured on first use, then tracked). */
  async size(): Promise<number> {
    this.bytes ??= await this.measure();
    return this.bytes;
  }
}
