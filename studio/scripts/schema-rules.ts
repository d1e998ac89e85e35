/**
 * The numeric parts of the Studio's validation rules (required, min, max, length, integer) per
 * field, which `sanity schema extract` does not carry. Written to schema-rules.json beside
 * schema.json, so tests outside the Studio (tests/integration/seed.test.ts) can check ranges such
 * as industryId 0–5 or "exactly 8 Why cards", also inside an array's objects ("visitorQuestions[].questions").
 *
 *   npm run schema:rules         write schema-rules.json
 *   (npm run seed:validate also fails when schema-rules.json is stale)
 */
import {createSchema} from 'sanity'

import {schemaTypes} from '../schemaTypes'

export interface FieldRules {
  /** Sanity type name of the field ("string", "number", "array", "object", "image", …). */
  type: string
  required?: true
  integer?: true
  min?: number
  max?: number
  length?: number
}

type Rule = {_rules?: Array<{flag: string; constraint?: unknown}>}
type SchemaField = {name: string; type: SchemaTypeLike}
type SchemaTypeLike = {name: string; jsonType: string; fields?: SchemaField[]; of?: SchemaTypeLike[]; validation?: Rule[]; type?: SchemaTypeLike}

function rulesOf(type: SchemaTypeLike): FieldRules {
  const out: FieldRules = {type: type.name}
  for (const rule of type.validation ?? []) {
    for (const {flag, constraint} of rule._rules ?? []) {
      if (flag === 'presence' && constraint === 'required') out.required = true
      else if (flag === 'integer') out.integer = true
      else if ((flag === 'min' || flag === 'max' || flag === 'length') && typeof constraint === 'number') {
        // Several rule sets (error + warning) may set the same flag: keep the loosest bound.
        const previous = out[flag]
        out[flag] = previous === undefined ? constraint : flag === 'max' ? Math.max(previous, constraint) : Math.min(previous, constraint)
      }
    }
  }
  return out
}

function walk(fields: SchemaField[] | undefined, prefix: string, into: Record<string, FieldRules>) {
  for (const field of fields ?? []) {
    const path = prefix ? `${prefix}.${field.name}` : field.name
    into[path] = rulesOf(field.type)
    // Inline objects (not named object types) are described under their parent's path, and so
    // are the inline objects of an array ("visitorQuestions[].questions": each group's limit).
    if (field.type.jsonType === 'object' && field.type.type?.name === 'object') walk(field.type.fields, path, into)
    if (field.type.jsonType === 'array')
      for (const member of field.type.of ?? []) if (member.jsonType === 'object' && member.type?.name === 'object') walk(member.fields, `${path}[]`, into)
  }
}

/** Rules per type name, then per field path ("exploreCard.text"). */
export function extractRules(): Record<string, Record<string, FieldRules>> {
  const schema = createSchema({name: 'default', types: schemaTypes})
  const result: Record<string, Record<string, FieldRules>> = {}
  for (const def of schemaTypes) {
    const type = schema.get(def.name) as SchemaTypeLike | undefined
    if (!type?.fields) continue
    const fields: Record<string, FieldRules> = {}
    walk(type.fields, '', fields)
    result[def.name] = fields
  }
  return result
}

export const RULES_FILE = 'schema-rules.json'

export function serialiseRules(rules: ReturnType<typeof extractRules>): string {
  return JSON.stringify(rules, null, 2) + '\n'
}
