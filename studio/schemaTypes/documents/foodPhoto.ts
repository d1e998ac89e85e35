import {ImageIcon} from '@sanity/icons/Image'
import {defineField, defineType} from 'sanity'

import {imageWithAlt} from '../fields/imageWithAlt'
import {orderField, stringField} from '../fields/helpers'

/** A sample photo of the image demo: one food item the recogniser knows. */
export const foodPhoto = defineType({
  name: 'foodPhoto',
  title: 'Sample food photo',
  type: 'document',
  icon: ImageIcon,
  fields: [
    stringField({name: 'name', title: 'Food name', max: 60}),
    imageWithAlt({name: 'image', title: 'Photo', required: true}),
    defineField({
      name: 'expectedLabel',
      title: 'Expected model label',
      type: 'string',
      description: 'The ImageNet class the food model should answer for this photo (used by tests).',
      validation: (rule) => rule.required().min(2).max(80),
    }),
    stringField({name: 'credit', title: 'Photo credit', max: 200}),
    orderField({max: 50}),
  ],
  orderings: [{title: 'Position', name: 'orderAsc', by: [{field: 'order', direction: 'asc'}]}],
  preview: {select: {title: 'name', subtitle: 'expectedLabel', media: 'image'}},
})
