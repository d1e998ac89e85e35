import {MicrophoneIcon} from '@sanity/icons/Microphone'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {uniqueValue} from '../../lib/validation'
import {orderField} from '../fields/helpers'

/** A built-in category of the voice demo: a name and its default phrase list. */
export const voiceCategory = defineType({
  name: 'voiceCategory',
  title: 'Voice demo category',
  type: 'document',
  icon: MicrophoneIcon,
  fields: [
    defineField({
      name: 'categoryName',
      title: 'Category name',
      type: 'string',
      description: 'One word, no spaces, e.g. "Animals" or "CarInfotainment".',
      validation: (rule) =>
        rule
          .required()
          .min(2)
          .max(40)
          .regex(/^[A-Za-z][A-Za-z0-9]*$/, {name: 'one word'})
          .custom(uniqueValue('voiceCategory', 'categoryName', 'category name')),
    }),
    defineField({
      name: 'phrases',
      title: 'Default phrases',
      type: 'array',
      of: [defineArrayMember({type: 'string', validation: (rule) => rule.required().min(1).max(60)})],
      description: 'What the recogniser listens for. Visitors can add their own in the demo.',
      validation: (rule) => rule.required().min(2).max(30).unique(),
    }),
    orderField({max: 50}),
  ],
  orderings: [{title: 'Position', name: 'orderAsc', by: [{field: 'order', direction: 'asc'}]}],
  preview: {
    select: {title: 'categoryName', phrases: 'phrases'},
    prepare: ({title, phrases}) => ({title, subtitle: Array.isArray(phrases) ? phrases.join(', ') : ''}),
  },
})
