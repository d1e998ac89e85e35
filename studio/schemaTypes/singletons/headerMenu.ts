import {MenuIcon} from '@sanity/icons/Menu'
import {defineArrayMember, defineField, defineType} from 'sanity'

/** The header's drop-down menu. Login / Sign Up buttons are rendered by the site itself. */
export const headerMenu = defineType({
  name: 'headerMenu',
  title: 'Header menu',
  type: 'document',
  icon: MenuIcon,
  fields: [
    defineField({
      name: 'groups',
      title: 'Menu groups',
      type: 'array',
      of: [defineArrayMember({type: 'menuGroup'})],
      validation: (rule) => rule.required().min(1).max(8),
    }),
  ],
  preview: {prepare: () => ({title: 'Header menu'})},
})
