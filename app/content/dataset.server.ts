import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** A document as it appears in a Sanity export (one JSON object per NDJSON line). */
export interface SanityDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** Published perspective: drafts and release versions are not part of what visitors see. */
function isPublishedId(id: string): boolean {
  return !id.startsWith("drafts.") && !id.startsWith("versions.");
}

/** Names of the `*.ndjson` files directly inside `dir`, sorted so loading is deterministic. */
async function listNdjsonFiles(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(`Content seed folder not found: ${dir} (set CONTENT_SEED_DIR)`);
    }
    throw err;
  }
  return names.filter((n) => n.endsWith(".ndjson")).sort();
}

/** Parses one NDJSON text; `source` names the file in error messages. */
export function parseNdjson(text: string, source: string): SanityDocument[] {
  const docs: SanityDocument[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) continue;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch (err) {
      throw new Error(`${source}:${i + 1}: invalid JSON (${(err as Error).message})`);
    }
    if (!doc || typeof doc !== "object" || typeof (doc as SanityDocument)._id !== "string") {
      throw new Error(`${source}:${i + 1}: not a document (no string _id)`);
    }
    docs.push(doc as SanityDocument);
  }
  return docs;
}

export interface PerspectiveDatasets {
  /** Published documents only. */
  published: SanityDocument[];
  /**
   * Sanity's `drafts` perspective: each document as its draft when it has one, else as published,
   * under its published `_id` (the draft's own id in `_originalId`), drafts of new documents included.
   */
  drafts: SanityDocument[];
}

const DRAFTS_PREFIX = "drafts.";

/**
 * The documents of every `*.ndjson` file in `dir`, in both perspectives. When an id occurs more than
 * once, the last occurrence wins (as an import would do). Release versions are left out of both.
 */
export async function readNdjsonDataset(dir: string): Promise<PerspectiveDatasets> {
  const published = new Map<string, SanityDocument>();
  const drafts = new Map<string, SanityDocument>();
  for (const name of await listNdjsonFiles(dir)) {
    const file = path.join(dir, name);
    for (const doc of parseNdjson(await readFile(file, "utf8"), file)) {
      if (isPublishedId(doc._id)) published.set(doc._id, doc);
      else if (doc._id.startsWith(DRAFTS_PREFIX)) drafts.set(doc._id.slice(DRAFTS_PREFIX.length), doc);
    }
  }
  const overlaid = new Map<string, SanityDocument>(published);
  for (const [id, draft] of drafts) overlaid.set(id, { ...draft, _id: id, _originalId: draft._id });
  return { published: [...published.values()], drafts: [...overlaid.values()] };
}

/** The Studio's document-internationalization plugin links a document's language versions here. */
const TRANSLATION_METADATA = "translation.metadata";

interface TranslationReference {
  /** The plugin's current shape names the language here; earlier ones only in `_key`. */
  language?: string;
  _key?: string;
  value?: { _ref?: string };
}

/**
 * The dataset as a visitor of `language` sees it (decision 0180): every document of the default
 * language replaced, under its own `_id`, by its translation into `language` when the
 * document-internationalization plugin's metadata links one (the translation's own id is kept in
 * `_translationId`); a document without one stays as it is, its `language` saying so, so the page
 * marks that block `lang="en"`. Translations into other languages are not part of the view. Every
 * query runs unchanged on it, references included.
 */
export function languageView(docs: readonly SanityDocument[], language: string, defaultLanguage: string): SanityDocument[] {
  const own = (doc: SanityDocument) => doc.language === undefined || doc.language === null || doc.language === defaultLanguage;
  if (language === defaultLanguage) return docs.filter(own);
  const byId = new Map(docs.map((doc) => [doc._id, doc] as const));
  const translated = new Map<string, SanityDocument>();
  for (const doc of docs) {
    if (doc._type !== TRANSLATION_METADATA || !Array.isArray(doc.translations)) continue;
    const refs = new Map((doc.translations as TranslationReference[]).map((t) => [t.language ?? t._key, t.value?._ref] as const));
    const base = refs.get(defaultLanguage);
    const local = refs.get(language);
    const version = local ? byId.get(local) : undefined;
    if (base && version && version.language === language) translated.set(base, version);
  }
  return docs.filter(own).map((doc) => {
    const version = translated.get(doc._id);
    return version ? { ...version, _id: doc._id, _translationId: version._id } : doc;
  });
}
