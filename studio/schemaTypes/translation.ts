import {defineField, type SchemaTypeDefinition} from 'sanity'

import siteLanguages from '../../app/i18n/languages.json'

/**
 * Translations (issue 44, decision 0180): each document of the site has one document per language,
 * linked by a `translation.metadata` document, the way @sanity/document-internationalization keeps
 * them (the seed builds the same shape). The languages are the site's own catalogue
 * (app/i18n/languages.json): a language added there can be written in the Studio before the site
 * serves it (SITE_LANGUAGES).
 */
export const SUPPORTED_LANGUAGES = siteLanguages.map((language) => ({id: language.code, title: `${language.name} (${language.nativeName})`}))

/** The field the plugin fills: which language a document is written in. */
export const LANGUAGE_FIELD = 'language'

/** Every document type: the site shows each page in each language. */
export function withLanguageField(type: SchemaTypeDefinition): SchemaTypeDefinition {
  if (type.type !== 'document') return type
  const fields = (type as {fields?: unknown[]}).fields ?? []
  return {
    ...type,
    fields: [...fields, defineField({name: LANGUAGE_FIELD, title: 'Language', type: 'string', readOnly: true, hidden: true})],
  } as SchemaTypeDefinition
}
