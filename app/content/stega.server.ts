import type { ContentSourceMap } from "@sanity/client";
import { stegaEncodeSourceMap } from "@sanity/client/stega";
import type { SanityDocument } from "./dataset.server";

/*
 * Stega for the embedded dataset (preview only). Hosted Sanity answers a preview query with a
 * Content Source Map (where each value of the result came from) and @sanity/client hides edit links
 * in the strings. groq-js gives no such map, so one is rebuilt here from the values themselves: a
 * string of the result is traced to the document field holding that exact string. A value found in
 * several places is traced to the document the result object names (its `_id`), or to the one
 * document holding it; otherwise it is left plain rather than linked to the wrong field.
 * Then @sanity/client's own encoder (same filter, same payload) writes the links.
 */

type Segment = string | number;
interface Origin {
  doc: number;
  path: string;
}

/** Fields the site compares or puts in attributes (and `…Code`, `…Language`), on top of Sanity's default filter. */
const PLAIN_FIELDS = new Set(["medium", "industry", "category", "alt", "caption", "kind", "variant", "align", "side"]);
const MAX_ORIGINS_PER_VALUE = 16;

const quote = (key: string) =>
  `['${key
    .replace(/[\\']/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n")
    .replace(/\r/g, "\\r")
    .replace(/\t/g, "\\t")
    .replace(/\f/g, "\\f")}']`;
const keyed = (key: string) => `[?(@._key=='${key.replace(/[\\']/g, (c) => `\\${c}`)}')]`;

/** Every string value of a dataset, with where it sits (document and JSONPath as Sanity writes it). */
export class ValueOrigins {
  readonly documents: Array<{ _id: string; _type: string }>;
  private readonly byValue = new Map<string, Origin[]>();
  private readonly paths: string[] = [];
  private readonly pathIndex = new Map<string, number>();
  private readonly docIndex = new Map<string, number>();

  constructor(docs: SanityDocument[]) {
    this.documents = docs.map((d) => ({ _id: d._id, _type: d._type }));
    docs.forEach((doc, i) => {
      this.docIndex.set(doc._id, i);
      this.collect(doc, "$", i, true);
    });
  }

  get sourcePaths(): string[] {
    return this.paths;
  }

  lookup(value: string): Origin[] | undefined {
    return this.byValue.get(value);
  }

  documentIndex(id: string): number | undefined {
    return this.docIndex.get(id);
  }

  private collect(value: unknown, path: string, doc: number, top = false): void {
    if (typeof value === "string") {
      if (top) return;
      let list = this.byValue.get(value);
      if (!list) this.byValue.set(value, (list = []));
      if (list.length < MAX_ORIGINS_PER_VALUE) list.push({ doc, path });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        const key = item && typeof item === "object" && typeof (item as { _key?: unknown })._key === "string" ? (item as { _key: string })._key : null;
        this.collect(item, `${path}${key ? keyed(key) : `[${i}]`}`, doc);
      });
      return;
    }
    if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key.startsWith("_")) continue;
        this.collect(child, `${path}${quote(key)}`, doc);
      }
    }
  }

  pathId(path: string): number {
    let id = this.pathIndex.get(path);
    if (id === undefined) {
      id = this.paths.length;
      this.paths.push(path);
      this.pathIndex.set(path, id);
    }
    return id;
  }
}

/** The result with edit links hidden in its strings (the same encoding hosted Sanity uses). */
export function stegaEncodeByValue<T>(result: T, origins: ValueOrigins, studioUrl: string): T {
  const mappings: ContentSourceMap["mappings"] = {};
  const walk = (value: unknown, path: Segment[], ownerId: string | undefined): void => {
    if (typeof value === "string") {
      const origin = pickOrigin(origins, value, ownerId);
      if (origin) {
        const resultPath = `$${path.map((s) => (typeof s === "number" ? `[${s}]` : quote(s))).join("")}`;
        mappings[resultPath] = { type: "value", source: { type: "documentValue", document: origin.doc, path: origins.pathId(origin.path) } };
      }
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...path, i], ownerId));
      return;
    }
    if (value && typeof value === "object") {
      const id = (value as { _id?: unknown })._id;
      const owner = typeof id === "string" ? id : ownerId;
      for (const [key, child] of Object.entries(value)) {
        if (!key.startsWith("_")) walk(child, [...path, key], owner);
      }
    }
  };
  walk(result, [], undefined);
  const csm: ContentSourceMap = { documents: origins.documents, paths: origins.sourcePaths, mappings };
  return stegaEncodeSourceMap(result, csm, {
    enabled: true,
    studioUrl,
    filter: (props) => {
      const last = props.sourcePath.at(-1);
      if (typeof last === "string" && (PLAIN_FIELDS.has(last) || /(?:Code|Language)$/.test(last))) return false;
      return props.filterDefault(props);
    },
  });
}

function pickOrigin(origins: ValueOrigins, value: string, ownerId: string | undefined): Origin | undefined {
  const candidates = origins.lookup(value);
  if (!candidates?.length) return undefined;
  if (ownerId !== undefined) {
    const owner = origins.documentIndex(ownerId);
    const own = candidates.filter((c) => c.doc === owner);
    if (own.length === 1) return own[0];
  }
  const first = candidates[0]!;
  return candidates.every((c) => c.doc === first.doc && c.path === first.path) ? first : undefined;
}
