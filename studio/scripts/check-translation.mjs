#!/usr/bin/env node
/**
 * Checks a translation file of the seed (studio/scripts/seed/translations/<language>/<group>.json:
 * an object of English document id → the translated document) against the English documents in
 * studio/seed/data.ndjson: the same shape (keys, array lengths, _key, _type), the same non-text
 * values (numbers, references, assets, slugs, links, codes), and only human-readable strings
 * changed. Lists strings left as in English so a translator can see what may be missing.
 *
 *   node studio/scripts/check-translation.mjs studio/scripts/seed/translations/hi/blog.json [--quiet]
 * Exits 1 on a structural difference.
 */
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const file = process.argv[2]
if (!file) {
  console.error('usage: check-translation.mjs <translation.json> [--quiet]')
  process.exit(2)
}
const quiet = process.argv.includes('--quiet')

const english = new Map()
for (const line of readFileSync(path.join(here, '../seed/data.ndjson'), 'utf8').split('\n')) {
  if (!line.trim()) continue
  const doc = JSON.parse(line)
  english.set(doc._id, doc)
}

/** Keys whose string values are data, not copy: they must stay exactly as in English. */
export const FIXED_KEYS =
  /^(?:_id|_type|_key|_ref|_weak|_createdAt|_updatedAt|_rev|current|asset|style|listItem|marks|kind|url|href|link|route|to|path|slug|lang|language|languageCode|\w*[cC]aptionsLanguage|code|industryId|number|id|medium|speaker|region|country|publishedAt|updatedAt|\w*Url|\w*Href|\w*Email|email|phone|expectedLabel|mediumTitle|employmentType|phrases|defaultInput|terms|transcript|mimeType|extension|filename|hotspot|crop)$/

/**
 * Word lists the assistant searches with (decision 0180): each language has its own words for the
 * same page or industry, as many as its visitors use, so only their shape is checked.
 */
export const WORD_LIST_KEYS = /^(?:terms|visitorWords|questions|suggestedQuestions|synonyms|industryWords|productWords|demoWords)$/

/** Set by the seed builder on every translated document and its English original. */
const LANGUAGE_KEY = 'language'

const translations = JSON.parse(readFileSync(file, 'utf8'))
const errors = []
const unchanged = []

function compare(en, hi, at, key) {
  if (typeof en === 'string') {
    if (typeof hi !== 'string') return errors.push(`${at}: a string in English, ${typeof hi} here`)
    if (FIXED_KEYS.test(key)) {
      if (en !== hi) errors.push(`${at}: must stay ${JSON.stringify(en)} (data, not copy), is ${JSON.stringify(hi)}`)
    } else if (en === hi && /[A-Za-z]{3,}.*\s.*[A-Za-z]{3,}/.test(en)) {
      unchanged.push(`${at}: ${JSON.stringify(en.slice(0, 80))}`)
    }
    return
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(hi)) return errors.push(`${at}: an array in English`)
    if (WORD_LIST_KEYS.test(key)) return
    if (en.length !== hi.length) return errors.push(`${at}: ${en.length} items in English, ${hi.length} here`)
    en.forEach((item, i) => compare(item, hi[i], `${at}[${i}]`, key))
    return
  }
  if (en && typeof en === 'object') {
    if (!hi || typeof hi !== 'object' || Array.isArray(hi)) return errors.push(`${at}: an object in English`)
    const a = Object.keys(en)
      .filter((k) => k !== LANGUAGE_KEY)
      .sort()
      .join(',')
    const b = Object.keys(hi)
      .filter((k) => k !== LANGUAGE_KEY)
      .sort()
      .join(',')
    if (a !== b) errors.push(`${at}: keys ${b} differ from English ${a}`)
    if (key === 'asset' || key === 'slug') {
      if (JSON.stringify(en) !== JSON.stringify(hi)) errors.push(`${at}: must stay as in English`)
      return
    }
    for (const k of Object.keys(en)) if (k in hi) compare(en[k], hi[k], `${at}.${k}`, k)
    return
  }
  if (en !== hi) errors.push(`${at}: ${JSON.stringify(en)} in English, ${JSON.stringify(hi)} here`)
}

for (const [id, doc] of Object.entries(translations)) {
  const source = english.get(id)
  if (!source) {
    errors.push(`${id}: no English document with this id`)
    continue
  }
  compare(source, doc, id, '')
}

console.log(`${Object.keys(translations).length} documents; ${errors.length} structural differences; ${unchanged.length} strings left as in English`)
for (const e of errors) console.log(`  ERROR ${e}`)
if (!quiet) for (const u of unchanged) console.log(`  same  ${u}`)
process.exit(errors.length ? 1 : 0)
