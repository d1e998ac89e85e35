#!/usr/bin/env node
/**
 * Builds the seed dataset in studio/seed/ from the copy and artwork in scripts/seed/:
 *
 *   seed/data.ndjson                      one document per line, Sanity export format, with
 *                                         sanity.imageAsset documents for every image
 *   seed/images/<sha1>-<w>x<h>.<ext>      the image files those asset documents describe
 *   seed/files/<sha1>.<ext>               audio, video and WebVTT caption files (sanity.fileAsset documents)
 *
 * Images: SVG illustrations drawn in scripts/seed/ (artwork.mjs, illustrations.mjs) and the sample
 * food photos in scripts/seed/food-photos/. Audio: conversations synthesised with espeak-ng and
 * encoded with opusenc (scripts/seed/audio.mjs; Debian packages espeak-ng, sox, opus-tools).
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

import {collectArtwork, collectAudio, collectCaptions, collectPhotos, collectVideos} from './seed/assets.mjs'
import {checkAudioTools} from './seed/audio.mjs'
import {buildContent} from './seed/content.mjs'
import {buildDrafts} from './seed/drafts.mjs'
import {loadTranslations, withTranslations} from './seed/translations.mjs'
import {buildFullContent, extendPlatformDocs} from './seed/full.mjs'
import {checkVideoTools, renderVideo} from './seed/video.mjs'

const studioDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const seedDir = path.join(studioDir, 'seed')
const imagesDir = path.join(seedDir, 'images')
const filesDir = path.join(seedDir, 'files')

/** Asset URLs name the embedded dataset (the app's defaults: project "local", dataset "seed"). */
const ASSET_PROJECT = 'local'
const ASSET_DATASET = 'seed'
const SEED_TIMESTAMP = '2026-01-15T09:00:00Z'

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

const IMAGE_MIME = {svg: 'image/svg+xml', jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp'}

async function buildImageAsset(sharp, {originalFilename, svg: source, buffer: bytes, raster: rasterAs}) {
  // `raster: 'jpeg'`: artwork drawn as SVG but stored as a JPEG (the share card).
  const svg = rasterAs ? undefined : source
  const buffer = rasterAs
    ? await sharp(Buffer.from(source, 'utf8')).flatten({background: '#ffffff'}).jpeg({quality: 85, chromaSubsampling: '4:4:4'}).toBuffer()
    : svg
      ? Buffer.from(svg, 'utf8')
      : bytes
  const sha1 = createHash('sha1').update(buffer).digest('hex')
  let width
  let height
  let extension
  if (svg) {
    ;({width, height} = svgDimensions(svg))
    extension = 'svg'
  } else {
    const meta = await sharp(buffer).metadata()
    width = meta.width
    height = meta.height
    extension = meta.format === 'jpeg' ? 'jpg' : meta.format
  }
  const fileName = `${sha1}-${width}x${height}.${extension}`
  writeFileSync(path.join(imagesDir, fileName), buffer)

  const raster = sharp(buffer, {density: 72})
  const {isOpaque} = await raster.clone().stats()
  const lqipBuffer = await raster.clone().resize({width: 20}).flatten({background: '#ffffff'}).jpeg({quality: 40}).toBuffer()

  return {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    _createdAt: SEED_TIMESTAMP,
    _updatedAt: SEED_TIMESTAMP,
    assetId: sha1,
    extension,
    mimeType: IMAGE_MIME[extension],
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

const FILE_MIME = {ogg: 'audio/ogg', mp3: 'audio/mpeg', mp4: 'video/mp4', webm: 'video/webm', vtt: 'text/vtt'}

function buildFileAsset({originalFilename, buffer}) {
  const sha1 = createHash('sha1').update(buffer).digest('hex')
  const extension = path.extname(originalFilename).slice(1)
  const fileName = `${sha1}.${extension}`
  writeFileSync(path.join(filesDir, fileName), buffer)
  return {
    _id: `file-${sha1}-${extension}`,
    _type: 'sanity.fileAsset',
    _createdAt: SEED_TIMESTAMP,
    _updatedAt: SEED_TIMESTAMP,
    assetId: sha1,
    extension,
    mimeType: FILE_MIME[extension],
    originalFilename,
    path: `files/${ASSET_PROJECT}/${ASSET_DATASET}/${fileName}`,
    sha1hash: sha1,
    size: buffer.length,
    url: `https://cdn.sanity.io/files/${ASSET_PROJECT}/${ASSET_DATASET}/${fileName}`,
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
  checkAudioTools()
  checkVideoTools()
  rmSync(imagesDir, {recursive: true, force: true})
  rmSync(filesDir, {recursive: true, force: true})
  mkdirSync(imagesDir, {recursive: true})
  mkdirSync(filesDir, {recursive: true})

  const assets = []
  const assetIdByName = new Map()
  const register = (name, asset) => {
    if (assetIdByName.has(name)) throw new Error(`Asset name "${name}" used twice`)
    assetIdByName.set(name, asset._id)
    // Identical bytes (the same art under two names) share one asset document.
    if (!assets.some((a) => a._id === asset._id)) assets.push(asset)
  }
  for (const art of [...collectArtwork(), ...collectPhotos()]) register(art.name, await buildImageAsset(sharp, art))
  const audioByName = new Map()
  for (const clip of collectAudio()) {
    const buffer = clip.synthesise()
    audioByName.set(clip.name, buffer)
    register(clip.name, buildFileAsset({originalFilename: clip.originalFilename, buffer}))
  }
  for (const video of collectVideos()) {
    const frame = await sharp(Buffer.from(video.frame, 'utf8')).png().toBuffer()
    const audio = video.clip ? audioByName.get(video.clip) : video.synthesise()
    if (!audio) throw new Error(`Video ${video.name}: unknown clip ${video.clip}`)
    register(video.name, buildFileAsset({originalFilename: video.originalFilename, buffer: renderVideo(frame, audio)}))
  }
  for (const track of collectCaptions()) register(track.name, buildFileAsset({originalFilename: track.originalFilename, buffer: track.build()}))
  const usedNames = new Set()

  const image = (name, alt) => {
    const ref = assetIdByName.get(name)
    if (!ref || !ref.startsWith('image-')) throw new Error(`Unknown seed image "${name}"`)
    usedNames.add(name)
    return {_type: 'image', asset: {_type: 'reference', _ref: ref}, alt}
  }
  const file = (name) => {
    const ref = assetIdByName.get(name)
    if (!ref || !ref.startsWith('file-')) throw new Error(`Unknown seed file "${name}"`)
    usedNames.add(name)
    return ref
  }

  const content = [...extendPlatformDocs(buildContent({image}), {image, file}), ...buildFullContent({image, file})]
  const unused = [...assetIdByName.keys()].filter((name) => !usedNames.has(name))
  if (unused.length > 0) throw new Error(`Generated assets not used by any document: ${unused.join(', ')}`)
  const documents = content.map(({_id, _type, ...fields}) => ({
    _id,
    _type,
    _createdAt: SEED_TIMESTAMP,
    _updatedAt: SEED_TIMESTAMP,
    ...fields,
  }))

  const all = [...assets, ...withTranslations([...documents, ...buildDrafts(documents)], loadTranslations())]
  const ids = new Set()
  for (const doc of all) {
    if (ids.has(doc._id)) throw new Error(`Duplicate _id ${doc._id}`)
    ids.add(doc._id)
    checkKeys(doc, doc._id)
  }

  const ndjson = all.map((doc) => JSON.stringify(doc)).join('\n') + '\n'
  writeFileSync(path.join(seedDir, 'data.ndjson'), ndjson)

  const images = assets.filter((a) => a._type === 'sanity.imageAsset')
  const files = assets.filter((a) => a._type === 'sanity.fileAsset')
  const kib = (list) => (list.reduce((sum, a) => sum + a.size, 0) / 1024).toFixed(1)
  console.log(
    `build-seed: ${documents.length} documents (and ${all.length - assets.length - documents.length} drafts, translations and their links), ${images.length} images and ${files.length} files ` +
      `(${(Buffer.byteLength(ndjson) / 1024).toFixed(1)} KiB NDJSON, ${kib(images)} KiB images, ${kib(files)} KiB files) ` +
      `in ${path.relative(process.cwd(), seedDir) || '.'}`,
  )
  if (readdirSync(imagesDir).length !== images.length) throw new Error('Unexpected files in seed/images')
  if (readdirSync(filesDir).length !== files.length) throw new Error('Unexpected files in seed/files')
}

await main()
