import {CaseIcon} from '@sanity/icons/Case'
import {defineField, defineType} from 'sanity'

import {uniqueValue} from '../../lib/validation'

/** The six industry routes the site serves (SPEC.md §2); the slug is the route without "/". */
export const INDUSTRY_SLUGS = [
  'bfsi',
  'fmcg',
  'quickservicerestaurants',
  'automobiles',
  'healthcare',
  'travelandhospitality',
] as const

/** An industry use case: a tab on the home page and a page at /{slug}. */
export const industry = defineType({
  name: 'industry',
  title: 'Industry',
  type: 'document',
  icon: CaseIcon,
  fields: [
    defineField({
      name: 'industryId',
      title: 'Industry number',
      type: 'number',
      description: 'Position of the tab on the home page, 0 (first) to 5.',
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(0)
          .max(5)
          .custom(uniqueValue('industry', 'industryId', 'industry number')),
    }),
    defineField({
      name: 'title',
      title: 'Page title',
      type: 'string',
      validation: (rule) => rule.required().min(2).max(100),
    }),
    defineField({
      name: 'tabLabel',
      title: 'Tab label',
      type: 'string',
      description: 'Short name on the home page tab bar, e.g. "BFSI".',
      validation: (rule) => rule.required().min(2).max(24),
    }),
    defineField({
      name: 'slug',
      title: 'Route',
      type: 'slug',
      description: `The page address without "/": one of ${INDUSTRY_SLUGS.join(', ')}.`,
      validation: (rule) =>
        rule.required().custom((value: {current?: string} | undefined) =>
          !value?.current || (INDUSTRY_SLUGS as readonly string[]).includes(value.current)
            ? true
            : `Must be one of the site's industry routes: ${INDUSTRY_SLUGS.join(', ')}`,
        ).error(),
    }),
    defineField({
      name: 'summary',
      title: 'Description',
      type: 'text',
      rows: 5,
      validation: (rule) => rule.required().min(40).max(900),
    }),
  ],
  orderings: [
    {title: 'Tab order', name: 'industryIdAsc', by: [{field: 'industryId', direction: 'asc'}]},
  ],
  preview: {
    select: {title: 'tabLabel', subtitle: 'title', id: 'industryId'},
    prepare: ({title, subtitle, id}) => ({title: `${id ?? '?'} · ${title ?? 'Untitled'}`, subtitle}),
  },
})
