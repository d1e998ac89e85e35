import {MenuIcon} from '@sanity/icons/Menu'
import {defineArrayMember, defineField, defineType} from 'sanity'

/** One drop-down of the header menu. */
export const menuGroup = defineType({
  name: 'menuGroup',
  title: 'Menu group',
  type: 'object',
  icon: MenuIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().min(1).max(40),
    }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      of: [defineArrayMember({type: 'navLink'})],
      validation: (rule) => rule.required().min(1).max(12),
    }),
  ],
  preview: {
    select: {title: 'label', links: 'links'},
    prepare: ({title, links}) => ({
      title,
      subtitle: `${Array.isArray(links) ? links.length : 0} links`,
    }),
  },
})
