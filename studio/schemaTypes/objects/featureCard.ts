import {SparklesIcon} from '@sanity/icons/Sparkles'
import {defineType} from 'sanity'

import {imageWithAlt} from '../fields/imageWithAlt'
import {stringField, textField} from '../fields/helpers'

/** A feature card with an illustration (SPEC.md §3 "Feature card": title, description, image, alt). */
export const featureCard = defineType({
  name: 'featureCard',
  title: 'Feature card',
  type: 'object',
  icon: SparklesIcon,
  fields: [
    stringField({name: 'title', title: 'Title', max: 80}),
    textField({name: 'description', title: 'Description', max: 400}),
    imageWithAlt({name: 'image', title: 'Image', required: true}),
  ],
  preview: {select: {title: 'title', subtitle: 'description', media: 'image'}},
})
