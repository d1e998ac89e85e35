import {SearchIcon} from '@sanity/icons/Search'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {uniqueValue} from '../../lib/validation'

/** Title, heading and description of a route that has no document of its own. */
export const pageMeta = defineType({
  name: 'pageMeta',
  title: 'Page title & description',
  type: 'document',
  icon: SearchIcon,
  fields: [
    defineField({
      name: 'path',
      title: 'Route',
      type: 'string',
      description: 'The page address without the domain, e.g. "/" or "/demos/voice".',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, {name: 'route'})
          .custom(uniqueValue('pageMeta', 'path', 'route')),
    }),
    defineField({
      name: 'title',
      title: 'Browser title',
      type: 'string',
      description: 'Shown in the browser tab and search results.',
      validation: (rule) => [rule.required().min(2).max(90), rule.max(65).warning('Search engines usually show about 60 characters.')],
    }),
    defineField({
      name: 'heading',
      title: 'Page heading',
      type: 'string',
      validation: (rule) => rule.required().min(2).max(120),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => [rule.required().min(50).max(300), rule.max(160).warning('Search engines usually show about 160 characters.')],
    }),
    defineField({
      name: 'visitorWords',
      title: 'What visitors call this page',
      type: 'array',
      description:
        'Words and phrases visitors use for this page ("sign in", "my account"). Kathana Assist answers "where is…", "take me to…" and "how do I…" with this page when a question names it.',
      of: [defineArrayMember({type: 'string', validation: (rule) => rule.min(2).max(60)})],
      validation: (rule) => rule.max(30),
    }),
    defineField({
      name: 'assistantAction',
      title: 'Action in Kathana Assist',
      type: 'string',
      description: 'The link Kathana Assist offers to this page, as a verb phrase ("Open the log-in page", "See all demos").',
      validation: (rule) => rule.min(3).max(60),
    }),
  ],
  orderings: [{title: 'Route', name: 'pathAsc', by: [{field: 'path', direction: 'asc'}]}],
  preview: {select: {title: 'path', subtitle: 'title'}},
})
