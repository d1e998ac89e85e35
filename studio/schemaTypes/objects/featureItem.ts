import {SparklesIcon} from '@sanity/icons/Sparkles'
import {defineField, defineType} from 'sanity'

/** A short feature or benefit statement: a title and a sentence or two. */
export const featureItem = defineType({
  name: 'featureItem',
  title: 'Feature',
  type: 'object',
  icon: SparklesIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().min(2).max(80),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().min(10).max(400),
    }),
  ],
  preview: {select: {title: 'title', subtitle: 'description'}},
})
