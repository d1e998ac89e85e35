import {PackageIcon} from '@sanity/icons/Package'
import {defineField, defineType} from 'sanity'

import {uniqueValue} from '../../lib/validation'

/** One of the company's named products, shown on /ourproducts in `order`. */
export const product = defineType({
  name: 'product',
  title: 'Product',
  type: 'document',
  icon: PackageIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Product name',
      type: 'string',
      validation: (rule) => rule.required().min(2).max(60),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      options: {source: 'title', maxLength: 60},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'order',
      title: 'Position',
      type: 'number',
      description: '1 is shown first.',
      validation: (rule) =>
        rule.required().integer().min(1).max(50).custom(uniqueValue('product', 'order', 'position')),
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().min(40).max(600),
    }),
  ],
  orderings: [{title: 'Position', name: 'orderAsc', by: [{field: 'order', direction: 'asc'}]}],
  preview: {
    select: {title: 'title', order: 'order', slug: 'slug.current'},
    prepare: ({title, order, slug}) => ({title, subtitle: `#${order ?? '?'} · ${slug ?? 'no slug'}`}),
  },
})
