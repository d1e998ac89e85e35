import {TranslateIcon} from '@sanity/icons/Translate'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {imageWithAlt} from '../fields/imageWithAlt'
import {stringField, textField} from '../fields/helpers'

/** /demos/text: heading, introduction and feature cards around the text-to-speech demo. */
export const textDemoPage = defineType({
  name: 'textDemoPage',
  title: 'Text to speech demo page',
  type: 'document',
  icon: TranslateIcon,
  fields: [
    stringField({name: 'heading', title: 'Heading', max: 80}),
    textField({name: 'intro', title: 'Introduction', min: 40, max: 600, rows: 4}),
    imageWithAlt({name: 'bannerImage', title: 'Banner image', required: true}),
    defineField({
      name: 'features',
      title: 'Feature cards',
      type: 'array',
      of: [defineArrayMember({type: 'featureCard'})],
      validation: (rule) => rule.required().length(3),
    }),
    defineField({
      name: 'sampleDemos',
      title: 'Sample demo cards',
      type: 'array',
      of: [defineArrayMember({type: 'reference', to: [{type: 'demoCard'}]})],
      validation: (rule) => rule.required().min(1).max(6).unique(),
    }),
  ],
  preview: {select: {title: 'heading'}, prepare: ({title}) => ({title: 'Text to speech demo page', subtitle: title})},
})
