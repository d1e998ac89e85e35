/**
 * A route's zod request schema → the rows of the guide's request table, through zod's own JSON
 * Schema export (input side: what a caller sends, before transforms). Descriptions are written by
 * hand, but keyed by the schema's field names and checked both ways, so renaming or adding a field
 * without updating the guide fails loudly (api-guide.server.test.ts).
 */
import { z } from "zod";
import type { FieldDoc } from "./api-guide.types";
import { ENGLISH_GUIDE_TEXTS, type GuideTexts } from "./guide-text.server";

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

function typeOf(schema: JsonSchema): string {
  if (schema.enum) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(", ")}`;
  if (schema.anyOf) return [...new Set(schema.anyOf.map(typeOf))].join(" or ");
  if (schema.format === "uuid") return "string (UUID)";
  if (Array.isArray(schema.type)) return schema.type.join(" or ");
  if (schema.type === "integer") return "whole number";
  return schema.type ?? "any";
}

/** The schema's limits in the guide's language (types and patterns stay as the schema has them). */
function constraintsOf(schema: JsonSchema, texts: GuideTexts): string[] {
  const { say } = texts;
  const out: string[] = [];
  if (schema.minLength !== undefined && schema.minLength > 0) out.push(say("at least {count} characters", { count: schema.minLength }));
  if (schema.maxLength !== undefined) out.push(say("at most {count} characters", { count: schema.maxLength }));
  if (schema.minimum !== undefined) out.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) out.push(`≤ ${schema.maximum}`);
  // A uuid's pattern says nothing a reader needs; other patterns are shown as the schema has them.
  if (schema.pattern && schema.format !== "uuid") out.push(say("matches {pattern}", { pattern: schema.pattern }));
  for (const alternative of schema.anyOf ?? []) {
    for (const c of constraintsOf(alternative, texts)) out.push(say("as {type}: {limit}", { type: typeOf(alternative), limit: c }));
  }
  return out;
}

/**
 * Request table rows from a zod object schema. `docs` gives each field's description and any limits
 * the schema does not carry (checked later by the engine, e.g. the accepted languages), both
 * already in the guide's language; `texts` words the schema's own limits in it.
 */
export function fieldsFromSchema(
  schema: z.ZodObject,
  location: FieldDoc["location"],
  docs: Record<string, { description: string; constraints?: string[] }>,
  texts: GuideTexts = ENGLISH_GUIDE_TEXTS,
): FieldDoc[] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const properties = json.properties ?? {};
  const names = Object.keys(properties);
  const undocumented = names.filter((name) => !docs[name]);
  const stale = Object.keys(docs).filter((name) => !(name in properties));
  if (undocumented.length || stale.length) {
    throw new Error(`API guide out of date: undocumented fields [${undocumented.join(", ")}], documented but absent [${stale.join(", ")}]`);
  }
  const required = new Set(json.required ?? []);
  return names.map((name) => {
    const property = properties[name]!;
    const doc = docs[name]!;
    const field: FieldDoc = {
      name,
      location,
      type: typeOf(property),
      // A field with a default is optional for the caller even though zod lists it in the output.
      required: required.has(name) && property.default === undefined,
      description: doc.description,
      constraints: [...constraintsOf(property, texts), ...(doc.constraints ?? [])],
    };
    if (property.default !== undefined) field.defaultValue = JSON.stringify(property.default);
    return field;
  });
}

/** The message a schema gives for a given bad input: the guide quotes it, the code answers with it. */
export function schemaMessage(schema: z.ZodType, input: unknown): string {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return parsed.error.issues[0]?.message ?? "Invalid request";
}
