#!/usr/bin/env node
/**
 * Checks the seed dataset (studio/seed/):
 *  - every document has _id and _type, ids are unique, array objects have unique _keys;
 *  - every reference resolves to a document in the seed;
 *  - every asset document's file exists under seed/images or seed/files with the recorded
 *    sha1 and size, and every image field has alt text;
 *  - every query exported by app/content/queries.ts, evaluated with groq-js over the seed,
 *    returns data with no unexpected nulls.
 *
 *   node scripts/verify-seed.mjs [--no-queries]
 *
 * Node 24 imports the app's queries.ts directly (type stripping); the query check needs the
 * app's dependencies installed (`groq`), `--no-queries` skips it.
 */
import {createHash} from 'node:crypto'
import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath, pathToFileURL} from 'node:url'

import {evaluate, parse} from 'groq-js'

const studioDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const seedDir = path.join(studioDir, 'seed')
const queriesFile = path.join(studioDir, '..', 'app', 'content', 'queries.ts')

/** Parameters used for each query (SPEC routes). */
const PARAMS = {
  PAGE_META_QUERY: [{path: '/'}, {path: '/demos/text'}],
  INDUSTRY_PAGE_QUERY: ['bfsi', 'fmcg', 'quickservicerestaurants', 'automobiles', 'healthcare', 'travelandhospitality'].map((slug) => ({slug})),
  BLOG_POST_QUERY: [{id: 1}, {id: 2}, {id: 3}, {id: 4}],
  LEGAL_PAGE_QUERY: [{slug: 'privacypolicy'}, {slug: 'termsofuse'}],
}
/**
 * Result paths that may legitimately be null: optional fields of the content model (links without
 * a product, cards without a US voice or a live link, files not uploaded yet, branchless steps,
 * the first and last blog post's missing neighbour, QSR's missing sample audio).
 */
const NULLABLE = [
  /\.productTitle$/,
  /\.(audioUs|link|transcript|branch|diagram|websiteUrl|href|video|demoVideo|videoCaptions|videoCaptionsLanguage|demoVideoCaptions|demoVideoCaptionsLanguage)$/,
  /\.(demos|demoCards)\[\d+\]\.(medium|audioIndia)$/,
  /^INDUSTRY_PAGE_QUERY\.demos\[\d+\]\.(medium|audioIndia)$/,
  /^HOME_PAGE_QUERY\.industries\[\d+\]\.(sampleAudio|sampleAudioTitle)$/,
  /^BLOG_POST_QUERY\.(previous|next)$/,
]

const problems = []
const problem = (message) => problems.push(message)

const docs = readFileSync(path.join(seedDir, 'data.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line, i) => {
    try {
      return JSON.parse(line)
    } catch (error) {
      throw new Error(`data.ndjson line ${i + 1}: ${error.message}`)
    }
  })
const byId = new Map()
for (const doc of docs) {
  if (!doc._id || !doc._type) problem(`document without _id/_type: ${JSON.stringify(doc).slice(0, 80)}`)
  if (byId.has(doc._id)) problem(`duplicate _id ${doc._id}`)
  byId.set(doc._id, doc)
}

function walk(value, where, visit) {
  visit(value, where)
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}[${i}]`, visit))
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`, visit)
  }
}

let refs = 0
let images = 0
for (const doc of docs) {
  walk(doc, doc._id, (value, where) => {
    if (Array.isArray(value)) {
      const keys = new Set()
      for (const item of value) {
        if (item && typeof item === 'object' && !Array.isArray(item)) {
          if (!item._key) problem(`${where}: array item without _key`)
          else if (keys.has(item._key)) problem(`${where}: repeated _key ${item._key}`)
          keys.add(item._key)
        }
      }
      return
    }
    if (!value || typeof value !== 'object') return
    if (typeof value._ref === 'string') {
      refs++
      if (!byId.has(value._ref)) problem(`${where}: reference to missing document ${value._ref}`)
    }
    if (value._type === 'file' && !value.asset?._ref) problem(`${where}: file without asset`)
    if (value._type === 'image' || value._type === 'blogImage') {
      images++
      if (!value.asset?._ref) problem(`${where}: image without asset`)
      if (!value.alt?.trim()) problem(`${where}: image without alt text`)
    }
  })
}

let files = 0
for (const doc of docs.filter((d) => /^sanity\.(image|file)Asset$/.test(d._type))) {
  const folder = doc._type === 'sanity.imageAsset' ? 'images' : 'files'
  const file = path.join(seedDir, folder, path.basename(doc.path ?? ''))
  if (!existsSync(file)) {
    problem(`${doc._id}: file ${path.relative(studioDir, file)} is missing`)
    continue
  }
  files++
  const buffer = readFileSync(file)
  const sha1 = createHash('sha1').update(buffer).digest('hex')
  if (sha1 !== doc.sha1hash) problem(`${doc._id}: sha1 of the file is ${sha1}, document says ${doc.sha1hash}`)
  if (buffer.length !== doc.size) problem(`${doc._id}: file is ${buffer.length} bytes, document says ${doc.size}`)
  if (!doc._id.includes(doc.sha1hash)) problem(`${doc._id}: _id does not contain the sha1`)
}

let queries = 0
// The site's queries read the published perspective; drafts (drafts.<id>) are only for preview.
const publishedDocs = docs.filter((doc) => !doc._id.startsWith('drafts.'))
if (process.argv.includes('--no-queries')) {
  // used where the app is not installed (e.g. before an import)
} else if (existsSync(queriesFile)) {
  const module = await import(pathToFileURL(queriesFile).href)
  for (const [name, query] of Object.entries(module)) {
    if (typeof query !== 'string') continue
    for (const params of PARAMS[name] ?? [{}]) {
      queries++
      const result = await (await evaluate(parse(query, {params}), {dataset: publishedDocs, params})).get()
      const label = `${name}(${JSON.stringify(params)})`
      if (result === null || (Array.isArray(result) && result.length === 0)) {
        problem(`${label} returned nothing`)
        continue
      }
      walk(result, name, (value, where) => {
        if (value === null && !NULLABLE.some((re) => re.test(where))) problem(`${label}: ${where} is null`)
      })
    }
  }
} else {
  console.warn(`verify-seed: ${path.relative(process.cwd(), queriesFile)} not found, queries not checked`)
}

if (problems.length > 0) {
  console.error(`verify-seed: ${problems.length} problem(s):\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
console.log(
  `verify-seed: ${docs.length} documents, ${refs} references, ${images} images with alt text, ` + `${files} asset files and ${queries} query evaluations OK`,
)
