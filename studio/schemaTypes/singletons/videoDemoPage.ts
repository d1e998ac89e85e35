import {PlayIcon} from '@sanity/icons/Play'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {imageWithAlt} from '../fields/imageWithAlt'

/** /demos/video: describes the video conferencing product and links to its live site. */
export const videoDemoPage = defineType({
  name: 'videoDemoPage',
  title: 'Video demo page',
  type: 'document',
  icon: PlayIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      type: 'string',
      validation: (rule) => rule.required().min(2).max(70),
    }),
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      validation: (rule) => rule.required().min(2).max(100),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().min(20).max(600),
    }),
    imageWithAlt({name: 'image', title: 'Illustration', required: true}),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      of: [defineArrayMember({type: 'featureItem'})],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    defineField({
      name: 'externalLabel',
      title: 'External link label',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'externalUrl',
      title: 'External link',
      type: 'url',
      description: 'The live video conferencing site.',
      validation: (rule) => rule.required().uri({scheme: ['https']}),
    }),
  ],
  preview: {select: {title: 'heading', subtitle: 'title', media: 'image'}},
})
