import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";

/*
 * Keeps the transformed-image disk cache under a byte budget. Every distinct set of URL
 * parameters makes a new file, so without a bound anyone could fill the disk by varying `w`.
 * The running total is read from disk once, then kept in memory; when a write takes it over the
 * budget, the least recently modified files go until the cache is at 80 % of the budget.
 */

interface CacheFile {
  file: string;
  size: number;
  mtimeMs: number;
}

let total: number | null = null;
let pruning: Promise<void> | null = null;

async function listFiles(dir: string): Promise<CacheFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: CacheFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith(".tmp")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const info = await stat(file).catch(() => null);
    if (info) files.push({ file, size: info.size, mtimeMs: info.mtimeMs });
  }
  return files;
}

async function prune(dir: string, budget: number): Promise<void> {
  const files = (await listFiles(dir)).sort((a, b) => a.mtimeMs - b.mtimeMs);
  let size = files.reduce((sum, f) => sum + f.size, 0);
  for (const f of files) {
    if (size <= budget * 0.8) break;
    await unlink(f.file).catch(() => undefined);
    size -= f.size;
  }
  total = size;
}

/** Records a file just written to the cache and prunes the oldest files when over budget. */
export async function recordCacheWrite(dir: string, bytes: number, budget: number): Promise<void> {
  if (total === null) total = (await listFiles(dir)).reduce((sum, f) => sum + f.size, 0);
  else total += bytes;
  if (total > budget && !pruning) {
    pruning = prune(dir, budget).finally(() => (pruning = null));
  }
  await pruning;
}

/** Forgets the running total (tests point the cache at a new folder). */
export function resetImageCacheAccounting(): void {
  total = null;
}
