import {defineConfig} from 'sanity'
import {structureTool} from 'sanity/structure'

import {dataset, projectId} from './env'
import {schemaTypes, singletonTypes} from './schemaTypes'
import {structure} from './structure'

/** What an editor may do with a singleton: edit and publish it, never create, duplicate or delete. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore', 'schedule', 'discardVersion'])

export default defineConfig({
  name: 'default',
  title: 'Kathana AI',
  projectId,
  dataset,
  plugins: [structureTool({structure})],
  schema: {
    types: schemaTypes,
    // No "new document" templates for singletons: each exists exactly once, with `_id` = type.
    templates: (templates) => templates.filter(({schemaType}) => !singletonTypes.has(schemaType)),
  },
  document: {
    actions: (actions, {schemaType}) =>
      singletonTypes.has(schemaType)
        ? actions.filter(({action}) => action !== undefined && SINGLETON_ACTIONS.has(action))
        : actions,
    newDocumentOptions: (options, {creationContext}) =>
      creationContext.type === 'global'
        ? options.filter(({templateId}) => !singletonTypes.has(templateId))
        : options,
  },
})
