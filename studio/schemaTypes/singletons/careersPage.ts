import {UsersIcon} from '@sanity/icons/Users'
import {defineField, defineType} from 'sanity'

/** /careers: heading and intro. The positions are Career documents. */
export const careersPage = defineType({
  name: 'careersPage',
  title: 'Careers page',
  type: 'document',
  icon: UsersIcon,
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
      validation: (rule) => rule.required().min(2).max(80),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().min(20).max(600),
    }),
  ],
  preview: {select: {title: 'heading', subtitle: 'title'}},
})
