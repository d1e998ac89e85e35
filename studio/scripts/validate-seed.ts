/**
 * Validates every document of seed/data.ndjson against the Studio schema and its rules
 * (required fields, lengths, allowed values, alt text, uniqueness), offline: custom validators
 * that query the dataset get a stand-in client that runs their GROQ over the seed with groq-js.
 *
 *   npm run seed:validate   (sanity exec --mock-browser-env scripts/validate-seed.ts)
 */
import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'

import {validateDocument} from '@sanity/validation'
import {evaluate, parse} from 'groq-js'
import {createSchema, type SanityDocument} from 'sanity'

import {schemaTypes} from '../schemaTypes'
import {extractRules, RULES_FILE, serialiseRules} from './schema-rules'

const seedFile = path.resolve(process.env.SEED_FILE ?? path.join('seed', 'data.ndjson'))
const docs: SanityDocument[] = readFileSync(seedFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line))
const ids = new Set(docs.map((doc) => doc._id))

const schema = createSchema({name: 'default', types: schemaTypes})

async function runQuery(query: string, params: Record<string, unknown> = {}) {
  const result = await evaluate(parse(query, {params}), {dataset: docs, params})
  return result.get()
}

// Only `fetch` is used by this Studio's custom validators; the rest satisfies the interface.
const client = {
  fetch: runQuery,
  getDataUrl: (operation: string, uri?: string) => `/data/${operation}/seed/${uri ?? ''}`,
  observable: {
    fetch: () => {
      throw new Error('not available offline')
    },
    request: () => {
      throw new Error('not available offline')
    },
  },
  withConfig: () => client,
}

let errors = 0
let warnings = 0
for (const document of docs) {
  if (!schema.get(document._type)) continue // asset documents are not part of the Studio schema
  const result = await validateDocument({
    document,
    schema,
    client: client as never,
    getDocumentExists: async ({id}) => ids.has(id),
  })
  for (const marker of result.markers) {
    const where = `${document._id} ${marker.path.map((p) => (typeof p === 'object' ? JSON.stringify(p) : p)).join('.')}`
    if (marker.level === 'error') errors++
    else if (marker.level === 'warning') warnings++
    else continue
    console.log(`${marker.level.toUpperCase()} ${where}: ${marker.message}`)
  }
}
console.log(`validate-seed: ${docs.length} documents, ${errors} errors, ${warnings} warnings`)
// The numeric rules used by tests outside the Studio must match the schema.
if (!existsSync(RULES_FILE) || readFileSync(RULES_FILE, 'utf8') !== serialiseRules(extractRules())) {
  console.log(`ERROR ${RULES_FILE} is stale: run \`npm run schema:rules\``)
  errors++
}
// Warnings fail too: the seed should be clean, and outside the Studio the validator reports some
// object-level rule failures (image alt, slug values) as warnings rather than errors.
if (errors + warnings > 0) process.exitCode = 1
