/*
 * Checks documents against the Studio schema as extracted by `sanity schema extract`
 * (studio/schema.json: field types, required fields, allowed values of option lists, reference
 * targets) and the numeric validation rules in studio/schema-rules.json (required, min, max,
 * length, integer), without loading the Studio itself. Used by seed.test.ts.
 */

type Node =
  | { type: "string"; value?: string }
  | { type: "number" | "boolean" | "null" | "unknown" }
  | { type: "object"; attributes: Record<string, Attr>; rest?: Node; dereferencesTo?: string }
  | { type: "array"; of: Node }
  | { type: "union"; of: Node[] }
  | { type: "inline"; name: string };

interface Attr {
  type: "objectAttribute";
  value: Node;
  optional?: boolean;
}

export type SchemaJson = Array<{ name: string; type: "document"; attributes: Record<string, Attr> } | { name: string; type: "type"; value: Node }>;

export type SchemaRules = Record<string, Record<string, { type: string; required?: true; integer?: true; min?: number; max?: number; length?: number }>>;

type Doc = { _id: string; _type: string; [field: string]: unknown };

class Checker {
  readonly problems: string[] = [];
  private readonly named = new Map<string, Node>();

  constructor(
    schema: SchemaJson,
    private readonly byId: Map<string, Doc>,
  ) {
    for (const entry of schema) {
      this.named.set(entry.name, entry.type === "document" ? { type: "object", attributes: entry.attributes } : entry.value);
    }
  }

  has(type: string) {
    return this.named.has(type);
  }

  private resolve(node: Node): Node {
    let current = node;
    for (let depth = 0; current.type === "inline" && depth < 20; depth++) {
      const next = this.named.get(current.name);
      if (!next) {
        this.problems.push(`schema names an unknown type ${current.name}`);
        return { type: "unknown" };
      }
      current = next;
    }
    return current;
  }

  /** All attributes of an object node, including those of its `rest` (array member keys, inline types). */
  private attributes(node: Extract<Node, { type: "object" }>): [Record<string, Attr>, string | undefined] {
    let attrs = { ...node.attributes };
    let deref = node.dereferencesTo;
    if (node.rest) {
      const rest = this.resolve(node.rest);
      if (rest.type === "object") {
        const [more, restDeref] = this.attributes(rest);
        attrs = { ...attrs, ...more };
        deref ??= restDeref;
      }
    }
    return [attrs, deref];
  }

  /** Problems of `value` against `node`, without recording them (for union members). */
  private trial(value: unknown, node: Node, where: string): string[] {
    const before = this.problems.length;
    this.check(value, node, where);
    return this.problems.splice(before);
  }

  check(value: unknown, raw: Node, where: string): void {
    const node = this.resolve(raw);
    switch (node.type) {
      case "unknown":
        return;
      case "null":
        if (value !== null) this.problems.push(`${where}: expected null`);
        return;
      case "string":
        if (typeof value !== "string") this.problems.push(`${where}: expected a string, got ${JSON.stringify(value)}`);
        else if (node.value !== undefined && value !== node.value) {
          this.problems.push(`${where}: expected "${node.value}", got "${value}"`);
        }
        return;
      case "number":
      case "boolean":
        if (typeof value !== node.type) this.problems.push(`${where}: expected a ${node.type}, got ${JSON.stringify(value)}`);
        return;
      case "array":
        if (!Array.isArray(value)) {
          this.problems.push(`${where}: expected an array`);
          return;
        }
        value.forEach((item, i) => this.check(item, node.of, `${where}[${i}]`));
        return;
      case "union": {
        const members = node.of.map((m) => this.resolve(m));
        if (members.length > 0 && members.every((m) => m.type === "string" && m.value !== undefined)) {
          const allowed = members.map((m) => (m as { value: string }).value);
          if (typeof value !== "string" || !allowed.includes(value)) {
            this.problems.push(`${where}: ${JSON.stringify(value)} is not one of ${allowed.join(", ")}`);
          }
          return;
        }
        // Objects are told apart by their _type; otherwise any member that fits will do.
        const type = (value as { _type?: unknown } | null)?._type;
        const typed = members.filter((m) => {
          if (m.type !== "object") return false;
          const t = this.attributes(m)[0]._type?.value;
          return t?.type === "string" && t.value === type;
        });
        const candidates = typed.length > 0 ? typed : members;
        const results = candidates.map((m) => this.trial(value, m, where));
        if (!results.some((r) => r.length === 0)) {
          this.problems.push(...(results[0] ?? [`${where}: matches no member of the union`]));
        }
        return;
      }
      case "object": {
        if (!value || typeof value !== "object" || Array.isArray(value)) {
          this.problems.push(`${where}: expected an object`);
          return;
        }
        const obj = value as Record<string, unknown>;
        const [attrs, deref] = this.attributes(node);
        for (const [key, attr] of Object.entries(attrs)) {
          if (obj[key] === undefined || obj[key] === null) {
            if (attr.optional === false) this.problems.push(`${where}.${key}: required`);
            continue;
          }
          this.check(obj[key], attr.value, `${where}.${key}`);
        }
        for (const key of Object.keys(obj)) {
          if (!(key in attrs) && key !== "_key") this.problems.push(`${where}.${key}: not in the schema`);
        }
        if (deref && typeof obj._ref === "string") {
          const target = this.byId.get(obj._ref);
          if (!target) this.problems.push(`${where}: reference to missing ${obj._ref}`);
          else if (target._type !== deref) this.problems.push(`${where}: references a ${target._type}, expected ${deref}`);
        }
        return;
      }
      default:
        this.problems.push(`${where}: unsupported schema node ${JSON.stringify(node).slice(0, 60)}`);
    }
  }
}

/**
 * The values at a rule's path, each with where it is and whether its parent exists; "a[].b" is
 * field b of every object in array a.
 */
function valuesAt(doc: Doc, dotted: string): { where: string; value: unknown; parent: unknown }[] {
  let found: { where: string; value: unknown; parent: unknown }[] = [{ where: doc._id, value: doc, parent: doc }];
  for (const part of dotted.split(".")) {
    const each = part.endsWith("[]");
    const key = each ? part.slice(0, -2) : part;
    found = found.flatMap(({ where, value }) => {
      const next = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
      if (!each) return [{ where: `${where}.${key}`, value: next, parent: value }];
      return Array.isArray(next) ? next.map((item, i) => ({ where: `${where}.${key}[${i}]`, value: item, parent: next })) : [];
    });
  }
  return found;
}

function checkRules(doc: Doc, rules: SchemaRules[string], problems: string[]) {
  for (const [field, r] of Object.entries(rules)) for (const { where, value, parent } of valuesAt(doc, field)) checkValue(where, value, parent, r, problems);
}

function checkValue(where: string, value: unknown, parent: unknown, r: SchemaRules[string][string], problems: string[]) {
  const empty = value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
  if (empty) {
    // A required field inside an absent optional object is not required.
    if (r.required && parent !== undefined && parent !== null) problems.push(`${where}: required`);
    return;
  }
  let measure: number | undefined;
  let unit = "";
  if (typeof value === "number") {
    measure = value;
    if (r.integer && !Number.isInteger(value)) problems.push(`${where}: ${value} is not an integer`);
  } else if (typeof value === "string") {
    measure = value.length;
    unit = " characters";
  } else if (Array.isArray(value)) {
    measure = value.length;
    unit = " items";
  }
  if (measure === undefined) return;
  if (r.min !== undefined && measure < r.min) problems.push(`${where}: ${measure}${unit} < minimum ${r.min}`);
  if (r.max !== undefined && measure > r.max) problems.push(`${where}: ${measure}${unit} > maximum ${r.max}`);
  if (r.length !== undefined && measure !== r.length) problems.push(`${where}: ${measure}${unit}, expected exactly ${r.length}`);
}

/** Checks every document whose type the Studio schema defines; returns the problems found. */
export function checkDocuments(docs: Doc[], schema: SchemaJson, rules: SchemaRules): { problems: string[]; checked: number } {
  const byId = new Map(docs.map((d) => [d._id, d]));
  const checker = new Checker(schema, byId);
  const problems: string[] = [];
  let checked = 0;
  for (const doc of docs) {
    if (doc._type.startsWith("sanity.")) continue; // asset documents: checked against their files
    if (!checker.has(doc._type)) {
      problems.push(`${doc._id}: type ${doc._type} is not in the Studio schema`);
      continue;
    }
    checked++;
    checker.check(doc, { type: "inline", name: doc._type }, doc._id);
    if (rules[doc._type]) checkRules(doc, rules[doc._type]!, problems);
  }
  return { problems: [...checker.problems, ...problems], checked };
}
