import {ClockIcon} from '@sanity/icons/Clock'
import {defineField, defineType} from 'sanity'

import {imageWithAlt} from '../fields/imageWithAlt'

/** /comingsoon: a page that shows a single image. */
export const comingSoonPage = defineType({
  name: 'comingSoonPage',
  title: 'Coming soon page',
  type: 'document',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      type: 'string',
      validation: (rule) => rule.required().min(2).max(70),
    }),
    imageWithAlt({name: 'image', title: 'Image', required: true}),
  ],
  preview: {select: {title: 'title', media: 'image'}},
})
