import {CaseIcon} from '@sanity/icons/Case'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {uniqueValue} from '../../lib/validation'
import {imageWithAlt} from '../fields/imageWithAlt'
import {mediaFile} from '../fields/mediaFile'
import {stringField, textField} from '../fields/helpers'

/** The six industry routes the site serves (SPEC.md §2); the slug is the route without "/". */
export const INDUSTRY_SLUGS = ['bfsi', 'fmcg', 'quickservicerestaurants', 'automobiles', 'healthcare', 'travelandhospitality'] as const

/** An industry use case: a tab on the home page and a page at /{slug}. */
export const industry = defineType({
  name: 'industry',
  title: 'Industry',
  type: 'document',
  icon: CaseIcon,
  groups: [
    {name: 'tab', title: 'Home page tab', default: true},
    {name: 'page', title: 'Use-case page'},
    {name: 'flows', title: 'Call flows'},
  ],
  fields: [
    defineField({
      name: 'industryId',
      group: 'tab',
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
      group: 'tab',
      title: 'Page title',
      type: 'string',
      validation: (rule) => rule.required().min(2).max(100),
    }),
    defineField({
      name: 'tabLabel',
      group: 'tab',
      title: 'Tab label',
      type: 'string',
      description: 'Short name on the home page tab bar, e.g. "BFSI".',
      validation: (rule) => rule.required().min(2).max(24),
    }),
    defineField({
      name: 'slug',
      group: 'tab',
      title: 'Route',
      type: 'slug',
      description: `The page address without "/": one of ${INDUSTRY_SLUGS.join(', ')}.`,
      validation: (rule) =>
        rule
          .required()
          .custom((value: {current?: string} | undefined) =>
            !value?.current || (INDUSTRY_SLUGS as readonly string[]).includes(value.current)
              ? true
              : `Must be one of the site's industry routes: ${INDUSTRY_SLUGS.join(', ')}`,
          )
          .error(),
    }),
    defineField({
      name: 'summary',
      group: 'tab',
      title: 'Description',
      type: 'text',
      rows: 5,
      validation: (rule) => rule.required().min(40).max(900),
    }),
    stringField({
      name: 'demoFilterLabel',
      title: 'All Demos filter label',
      description: 'Button text of the industry filter on All Demos, e.g. "Banking & Finance".',
      max: 40,
      group: 'tab',
    }),
    imageWithAlt({name: 'coverImage', title: 'Cover image', required: true, group: 'tab'}),
    stringField({
      name: 'sampleAudioTitle',
      title: 'Sample audio title',
      required: false,
      max: 80,
      group: 'tab',
    }),
    mediaFile({
      name: 'sampleAudio',
      title: 'Sample audio',
      kind: 'audio',
      group: 'tab',
      description: 'Optional: the play button on the home page tab shows only when there is one.',
    }),
    defineField({
      name: 'homeDemos',
      title: 'Demo cards on the home page tab',
      type: 'array',
      group: 'tab',
      description: 'In order. The same card may be listed more than once.',
      of: [defineArrayMember({type: 'reference', to: [{type: 'demoCard'}]})],
      validation: (rule) => rule.max(12),
    }),
    stringField({name: 'bannerHeading', title: 'Banner heading', max: 100, group: 'page'}),
    textField({name: 'bannerText', title: 'Banner text', min: 40, max: 900, rows: 5, group: 'page'}),
    mediaFile({name: 'bannerAudio', title: 'Banner audio', kind: 'audio', required: true, group: 'page'}),
    imageWithAlt({name: 'bannerImage', title: 'Banner image', required: true, group: 'page'}),
    defineField({
      name: 'pageDemos',
      title: 'Demo cards on the use-case page',
      type: 'array',
      group: 'page',
      of: [defineArrayMember({type: 'reference', to: [{type: 'demoCard'}]})],
      validation: (rule) => rule.required().min(1).max(12).unique(),
    }),
    defineField({
      name: 'useCaseTabs',
      title: 'Call-flow tabs',
      type: 'array',
      group: 'flows',
      description: 'One tab per call flow; exactly one is selected when the page opens.',
      of: [defineArrayMember({type: 'useCaseTab'})],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .max(4)
          .custom((tabs: Array<{isDefault?: boolean}> | undefined) =>
            !tabs || tabs.filter((t) => t.isDefault).length === 1 ? true : 'Mark exactly one tab as the default',
          ),
    }),
    defineField({
      name: 'exploreCard',
      title: 'Explore card',
      type: 'object',
      group: 'page',
      description: 'How this industry appears in "Explore other Industries We Help" on the other use-case pages; it links to this page.',
      fields: [textField({name: 'text', title: 'Text', min: 2, max: 120, rows: 2}), imageWithAlt({name: 'image', title: 'Image', required: true})],
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{title: 'Tab order', name: 'industryIdAsc', by: [{field: 'industryId', direction: 'asc'}]}],
  preview: {
    select: {title: 'tabLabel', subtitle: 'title', id: 'industryId', media: 'coverImage'},
    prepare: ({title, subtitle, id, media}) => ({title: `${id ?? '?'} · ${title ?? 'Untitled'}`, subtitle, media}),
  },
})
