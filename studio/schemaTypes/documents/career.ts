import {UserIcon} from '@sanity/icons/User'
import {defineField, defineType} from 'sanity'

export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const

/** An open position on /careers. */
export const career = defineType({
  name: 'career',
  title: 'Open position',
  type: 'document',
  icon: UserIcon,
  fields: [
    defineField({
      name: 'position',
      title: 'Position',
      type: 'string',
      validation: (rule) => rule.required().min(2).max(80),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 5,
      validation: (rule) => rule.required().min(40).max(1000),
    }),
    defineField({
      name: 'location',
      title: 'Location',
      type: 'string',
      validation: (rule) => rule.required().min(2).max(60),
    }),
    defineField({
      name: 'employmentType',
      title: 'Employment type',
      type: 'string',
      options: {list: [...EMPLOYMENT_TYPES], layout: 'radio', direction: 'horizontal'},
      initialValue: 'Full-time',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'order',
      title: 'Position in the list',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1).max(100),
    }),
  ],
  orderings: [{title: 'List order', name: 'orderAsc', by: [{field: 'order', direction: 'asc'}]}],
  preview: {
    select: {title: 'position', location: 'location', type: 'employmentType'},
    prepare: ({title, location, type}) => ({title, subtitle: [type, location].filter(Boolean).join(' · ')}),
  },
})
