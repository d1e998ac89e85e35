#!/usr/bin/env node
/**
 * Builds the seed dataset in studio/seed/ from the copy and artwork in scripts/seed/:
 *
 *   seed/data.ndjson                      one document per line, Sanity export format, with
 *                                         sanity.imageAsset documents for every image
 *   seed/images/<sha1>-<w>x<h>.<ext>      the image files those asset documents describe
 *
 * Deterministic: ids, keys, timestamps and file names depend only on the content, so running it
 * again after editing the copy changes only what was edited. Plain Node (>= 22); uses the app's
 * `sharp` (../node_modules) to compute each image's low-quality placeholder (lqip).
 *
 *   node scripts/build-seed.mjs           (or: npm run seed:build)
 */
import {createHash} from 'node:crypto'
import {mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

import {comingSoonSvg, developerBannerSvg, logoSvg, videoMeetingSvg} from './seed/artwork.mjs'
import {buildContent} from './seed/content.mjs'

const studioDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const seedDir = path.join(studioDir, 'seed')
const imagesDir = path.join(seedDir, 'images')

/** Asset URLs name the embedded dataset (the app's defaults: project "local", dataset "seed"). */
const ASSET_PROJECT = 'local'
const ASSET_DATASET = 'seed'
const SEED_TIMESTAMP = '2026-01-15T09:00:00Z'

const ARTWORK = [
  {name: 'logo', originalFilename: 'kathana-ai-logo.svg', svg: logoSvg()},
  {name: 'developer-services-banner', originalFilename: 'developer-services-banner.svg', svg: developerBannerSvg()},
  {name: 'video-meeting', originalFilename: 'video-meeting.svg', svg: videoMeetingSvg()},
  {name: 'coming-soon', originalFilename: 'coming-soon.svg', svg: comingSoonSvg()},
]

function loadSharp() {
  for (const base of [path.join(studioDir, '..', 'package.json'), path.join(studioDir, 'package.json')]) {
    try {
      return createRequire(base)('sharp')
    } catch {
      // try the next location
    }
  }
  throw new Error('build-seed needs `sharp`: run `npm install` in the repository root first.')
}

function svgDimensions(svg) {
  const width = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg)
  const height = /<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(svg)
  if (!width || !height) throw new Error('SVG artwork needs numeric width and height attributes')
  return {width: Math.round(Number(width[1])), height: Math.round(Number(height[1]))}
}

async function buildImageAsset(sharp, {originalFilename, svg}) {
  const buffer = Buffer.from(svg, 'utf8')
  const sha1 = createHash('sha1').update(buffer).digest('hex')
  const {width, height} = svgDimensions(svg)
  const extension = 'svg'
  const fileName = `${sha1}-${width}x${height}.${extension}`
  writeFileSync(path.join(imagesDir, fileName), buffer)

  const raster = sharp(buffer, {density: 72})
  const {isOpaque} = await raster.clone().stats()
  const lqipBuffer = await raster
    .clone()
    .resize({width: 20})
    .flatten({background: '#ffffff'})
    .jpeg({quality: 40})
    .toBuffer()

  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    _createdAt: SEED_TIMESTAMP,
    _updatedAt: SEED_TIMESTAMP,
    assetId: sha1,
    extension,
    mimeType: 'image/svg+xml',
    originalFilename,
    path: `images/${ASSET_PROJECT}/${ASSET_DATASET}/${fileName}`,
    sha1hash: sha1,
    size: buffer.length,
    url: `https://cdn.sanity.io/images/${ASSET_PROJECT}/${ASSET_DATASET}/${fileName}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width,
        height,
        aspectRatio: Math.round((width / height) * 1e6) / 1e6,
      },
      hasAlpha: !isOpaque,
      isOpaque,
      lqip: `data:image/jpeg;base64,${lqipBuffer.toString('base64')}`,
    },
  }
}

/** Every array member that is an object must carry a `_key`, unique within its array. */
function checkKeys(value, where) {
  if (Array.isArray(value)) {
    const seen = new Set()
    for (const [i, item] of value.entries()) {
      if (item && typeof item === 'object' && !Array.isArray(item)) {
        if (!item._key) throw new Error(`${where}[${i}] has no _key`)
        if (seen.has(item._key)) throw new Error(`${where}[${i}] repeats _key ${item._key}`)
        seen.add(item._key)
      }
      checkKeys(item, `${where}[${i}]`)
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) checkKeys(v, `${where}.${k}`)
  }
}

async function main() {
  const sharp = loadSharp()
  rmSync(imagesDir, {recursive: true, force: true})
  mkdirSync(imagesDir, {recursive: true})

  const assets = []
  const assetIdByName = new Map()
  for (const art of ARTWORK) {
    const asset = await buildImageAsset(sharp, art)
    assets.push(asset)
    assetIdByName.set(art.name, asset._id)
  }

  const image = (name, alt) => {
    const ref = assetIdByName.get(name)
    if (!ref) throw new Error(`Unknown seed image "${name}"`)
    return {_type: 'image', asset: {_type: 'reference', _ref: ref}, alt}
  }

  const documents = buildContent({image}).map(({_id, _type, ...fields}) => ({
    _id,
    _type,
    _createdAt: SEED_TIMESTAMP,
    _updatedAt: SEED_TIMESTAMP,
    ...fields,
  }))

  const all = [...assets, ...documents]
  const ids = new Set()
  for (const doc of all) {
    if (ids.has(doc._id)) throw new Error(`Duplicate _id ${doc._id}`)
    ids.add(doc._id)
    checkKeys(doc, doc._id)
  }

  const ndjson = all.map((doc) => JSON.stringify(doc)).join('\n') + '\n'
  writeFileSync(path.join(seedDir, 'data.ndjson'), ndjson)

  const imageBytes = assets.reduce((sum, a) => sum + a.size, 0)
  console.log(
    `build-seed: ${documents.length} documents and ${assets.length} images ` +
      `(${(Buffer.byteLength(ndjson) / 1024).toFixed(1)} KiB NDJSON, ${(imageBytes / 1024).toFixed(1)} KiB images) ` +
      `in ${path.relative(process.cwd(), seedDir) || '.'}`,
  )
  const files = readdirSync(imagesDir)
  if (files.length !== assets.length) throw new Error('Unexpected files in seed/images')
}

await main()
