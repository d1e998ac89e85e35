import {documentInternationalization} from '@sanity/document-internationalization'
import {visionTool} from '@sanity/vision'
import {defineConfig} from 'sanity'
import {presentationTool} from 'sanity/presentation'
import {structureTool} from 'sanity/structure'

import {apiVersion, dataset, previewOrigin, projectId} from './env'
import {locations, mainDocuments, sitePath} from './presentation/locations'
import {schemaTypes, singletonTypes, translatedTypes} from './schemaTypes'
import {LANGUAGE_FIELD, SUPPORTED_LANGUAGES} from './schemaTypes/translation'
import {structure} from './structure'

/** What an editor may do with a singleton: edit and publish it, never create, duplicate or delete. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore', 'schedule', 'discardVersion'])

export default defineConfig({
  name: 'default',
  title: 'Kathana AI',
  projectId,
  dataset,
  plugins: [
    structureTool({structure}),
    // The live site beside the document, showing drafts, with click-to-edit overlays (issue 18).
    presentationTool({
      previewUrl: {
        initial: previewOrigin,
        previewMode: {enable: '/api/preview-mode/enable', disable: '/api/preview-mode/disable'},
      },
      allowOrigins: [previewOrigin],
      resolve: {locations, mainDocuments},
    }),
    // Each document in each of the site's languages: a "Translations" menu on every document opens
    // or creates its Hindi (or other) version, linked to the English one (issue 44).
    documentInternationalization({
      supportedLanguages: SUPPORTED_LANGUAGES,
      schemaTypes: translatedTypes,
      languageField: LANGUAGE_FIELD,
    }),
    // GROQ playground for developers writing the site's queries.
    visionTool({defaultApiVersion: apiVersion}),
  ],
  schema: {
    types: schemaTypes,
    // No "new document" templates for singletons: each exists exactly once, with `_id` = type.
    templates: (templates) => templates.filter(({schemaType}) => !singletonTypes.has(schemaType)),
  },
  document: {
    // "Open on the site" in a document's menu: the published page that shows it.
    productionUrl: async (previous, {document}) => {
      const path = sitePath(document)
      return path ? new URL(path, previewOrigin).href : previous
    },
    actions: (actions, {schemaType}) =>
      singletonTypes.has(schemaType) ? actions.filter(({action}) => action !== undefined && SINGLETON_ACTIONS.has(action)) : actions,
    newDocumentOptions: (options, {creationContext}) =>
      creationContext.type === 'global' ? options.filter(({templateId}) => !singletonTypes.has(templateId)) : options,
  },
})
