import {ComposeIcon} from '@sanity/icons/Compose'
import {defineField, defineType} from 'sanity'

import {uniqueValue} from '../../lib/validation'
import {imageWithAlt} from '../fields/imageWithAlt'
import {stringField, textField} from '../fields/helpers'

export const MEDIUM_TITLES = ['Voice', 'Images', 'Text', 'Video'] as const
export const MEDIUM_ROUTES = ['/demos/voice', '/demos/image', '/demos/text', '/demos/video'] as const

/**
 * A medium of the home page's "Mediums We Excel In" section and of the medium cards and modal
 * (SPEC.md §3 "Medium card", "Medium modal", "Demo entry").
 */
export const medium = defineType({
  name: 'medium',
  title: 'Medium',
  type: 'document',
  icon: ComposeIcon,
  fields: [
    defineField({
      name: 'number',
      title: 'Number',
      type: 'number',
      description: 'Position in the list, 1 to 4 (shown as "01" to "04").',
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .max(4)
          .custom(uniqueValue('medium', 'number', 'number')),
    }),
    defineField({
      name: 'mediumTitle',
      title: 'Medium',
      type: 'string',
      options: {list: [...MEDIUM_TITLES], layout: 'radio', direction: 'horizontal'},
      validation: (rule) => rule.required().custom(uniqueValue('medium', 'mediumTitle', 'medium')),
    }),
    defineField({
      name: 'route',
      title: 'Demo route',
      type: 'string',
      options: {list: [...MEDIUM_ROUTES]},
      validation: (rule) => rule.required(),
    }),
    stringField({name: 'name', title: 'Card name', description: 'Short name on the medium card, e.g. "Voice Demo".', max: 40}),
    stringField({name: 'heading', title: 'Heading', max: 90}),
    textField({name: 'description', title: 'Description', min: 40, max: 500, rows: 4}),
    stringField({name: 'ctaLabel', title: 'Button text', max: 30, initialValue: 'Try a Demo'}),
    imageWithAlt({name: 'image', title: 'Image', required: true}),
  ],
  orderings: [{title: 'Number', name: 'numberAsc', by: [{field: 'number', direction: 'asc'}]}],
  preview: {
    select: {title: 'mediumTitle', route: 'route', number: 'number', media: 'image'},
    prepare: ({title, route, number, media}) => ({title: `${String(number ?? 0).padStart(2, '0')} · ${title}`, subtitle: route, media}),
  },
})
