import {ThListIcon} from '@sanity/icons/ThList'
import {defineArrayMember, defineField, defineType} from 'sanity'

/** A footer column: a heading and up to eight links (SPEC.md §3 "Footer column"). */
export const footerColumn = defineType({
  name: 'footerColumn',
  title: 'Footer column',
  type: 'object',
  icon: ThListIcon,
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      validation: (rule) => rule.required().min(1).max(40),
    }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      of: [defineArrayMember({type: 'navLink'})],
      validation: (rule) => rule.required().min(1).max(8),
    }),
  ],
  preview: {
    select: {title: 'heading', links: 'links'},
    prepare: ({title, links}) => ({
      title,
      subtitle: `${Array.isArray(links) ? links.length : 0} links`,
    }),
  },
})
