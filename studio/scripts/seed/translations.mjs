/**
 * The seed's translations (issue 44, decision 0180): scripts/seed/translations/<language>/*.json
 * hold, for each English document id, its translation (the same shape, copy translated). They
 * become documents the way the Studio's document-internationalization plugin makes them: the
 * translation under its own id with `language`, the English document with `language: "en"`, and a
 * `translation.metadata` document linking the two. A field the English has and the translation
 * lacks (added after it was made) is taken from the English until a translator supplies it.
 */
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const DEFAULT_LANGUAGE = 'en'

/** The translation files: language → (English id → translated document). */
export function loadTranslations(dir = path.join(here, 'translations')) {
  const byLanguage = new Map()
  let languages = []
  try {
    languages = readdirSync(dir, {withFileTypes: true})
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
  } catch {
    return byLanguage
  }
  for (const language of languages.sort()) {
    const docs = new Map()
    for (const name of readdirSync(path.join(dir, language))
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      const file = path.join(dir, language, name)
      for (const [id, doc] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
        if (docs.has(id)) throw new Error(`${file}: ${id} is translated twice`)
        docs.set(id, doc)
      }
    }
    byLanguage.set(language, docs)
  }
  return byLanguage
}

const baseId = (id) => (id.startsWith('drafts.') ? id.slice('drafts.'.length) : id)
export const translationId = (id, language) => `${id.startsWith('drafts.') ? 'drafts.' : ''}${baseId(id)}__i18n_${language}`

/**
 * The documents with their translations: every translated English document gets `language: "en"`,
 * each translation its own document, and each translated document one metadata document.
 */
export function withTranslations(documents, translations) {
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  const translatedIds = new Set()
  const out = []
  const metadata = new Map()
  for (const [language, docs] of translations) {
    for (const [id, translated] of docs) {
      const english = byId.get(id)
      if (!english) throw new Error(`translations/${language}: no English document ${id}`)
      translatedIds.add(id)
      out.push({
        ...english,
        ...translated,
        _id: translationId(id, language),
        _type: english._type,
        language,
        _createdAt: english._createdAt,
        _updatedAt: english._updatedAt,
      })
      if (id.startsWith('drafts.')) continue
      const entry = metadata.get(id) ?? {
        _id: `translation.metadata.${id}`,
        _type: 'translation.metadata',
        schemaTypes: [english._type],
        translations: [ref(DEFAULT_LANGUAGE, id)],
      }
      entry.translations.push(ref(language, translationId(id, language)))
      metadata.set(id, entry)
    }
  }
  const english = documents.map((doc) => (translatedIds.has(doc._id) || translatedIds.has(baseId(doc._id)) ? {...doc, language: DEFAULT_LANGUAGE} : doc))
  return [...english, ...out, ...metadata.values()]
}

function ref(language, id) {
  return {_key: language, _type: 'internationalizedArrayReferenceValue', language, value: {_type: 'reference', _ref: id, _weak: true}}
}
