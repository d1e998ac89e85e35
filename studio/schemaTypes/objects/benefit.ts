import {CheckmarkCircleIcon} from '@sanity/icons/CheckmarkCircle'
import {defineType} from 'sanity'

import {imageWithAlt} from '../fields/imageWithAlt'
import {textField} from '../fields/helpers'

/** A benefit statement of the home page's "Transform the Digital Journey" block (image, text). */
export const benefit = defineType({
  name: 'benefit',
  title: 'Benefit',
  type: 'object',
  icon: CheckmarkCircleIcon,
  fields: [textField({name: 'text', title: 'Statement', min: 10, max: 200, rows: 2}), imageWithAlt({name: 'image', title: 'Image', required: true})],
  preview: {select: {title: 'text', media: 'image'}},
})
