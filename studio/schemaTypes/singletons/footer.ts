import {ThListIcon} from '@sanity/icons/ThList'
import {defineArrayMember, defineField, defineType} from 'sanity'

/** Footer link columns. Logo, blurb and copyright come from Site settings. */
export const footer = defineType({
  name: 'footer',
  title: 'Footer',
  type: 'document',
  icon: ThListIcon,
  fields: [
    defineField({
      name: 'columns',
      title: 'Columns',
      type: 'array',
      of: [defineArrayMember({type: 'footerColumn'})],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: {prepare: () => ({title: 'Footer'})},
})
