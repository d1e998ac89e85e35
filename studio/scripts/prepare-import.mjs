#!/usr/bin/env node
/**
 * Turns the seed (seed/data.ndjson + seed/images, seed/files) into an NDJSON file that
 * `sanity datasets import` can load into a hosted project: asset documents are dropped and
 * every asset reference becomes `_sanityAsset: "image@file:///…"`, so the importer uploads the
 * file and links it. Sanity derives asset ids from the file's sha1 and size, so the uploaded
 * assets get the same `_id`s as in the seed.
 *
 *   node scripts/prepare-import.mjs <seed folder> <output.ndjson>
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {pathToFileURL} from 'node:url'

const [seedArg, outArg] = process.argv.slice(2)
if (!seedArg || !outArg) {
  console.error('usage: node scripts/prepare-import.mjs <seed folder> <output.ndjson>')
  process.exit(2)
}
const seedDir = path.resolve(seedArg)
const docs = readFileSync(path.join(seedDir, 'data.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line))

const ASSET_TYPES = {'sanity.imageAsset': ['image', 'images'], 'sanity.fileAsset': ['file', 'files']}
const assetSources = new Map()
for (const doc of docs) {
  const kind = ASSET_TYPES[doc._type]
  if (!kind) continue
  const file = path.join(seedDir, kind[1], path.basename(doc.path))
  if (!existsSync(file)) throw new Error(`${doc._id}: missing file ${file}`)
  assetSources.set(doc._id, `${kind[0]}@${pathToFileURL(file).href}`)
}

function rewrite(value) {
  if (Array.isArray(value)) return value.map(rewrite)
  if (!value || typeof value !== 'object') return value
  const source = typeof value.asset?._ref === 'string' ? assetSources.get(value.asset._ref) : undefined
  const out = {}
  for (const [key, child] of Object.entries(value)) {
    if (source && key === 'asset') continue
    out[key] = rewrite(child)
  }
  if (source) out._sanityAsset = source
  return out
}

const output = docs.filter((doc) => !ASSET_TYPES[doc._type]).map(rewrite)
writeFileSync(outArg, output.map((doc) => JSON.stringify(doc)).join('\n') + '\n')
console.log(`prepare-import: ${output.length} documents, ${assetSources.size} assets to upload`)
