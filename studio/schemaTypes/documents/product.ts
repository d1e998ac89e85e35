import {PackageIcon} from '@sanity/icons/Package'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {uniqueValue} from '../../lib/validation'
import {imageWithAlt} from '../fields/imageWithAlt'
import {captionFields, mediaFile} from '../fields/mediaFile'
import {stringField, urlField} from '../fields/helpers'

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
        rule
          .required()
          .integer()
          .min(1)
          .max(50)
          .custom(uniqueValue('product', 'order', 'position')),
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().min(40).max(600),
    }),
    imageWithAlt({name: 'image', title: 'Image', required: true}),
    defineField({
      name: 'bullets',
      title: 'Bullet points',
      type: 'array',
      description: 'Shown on /ourproducts.',
      of: [defineArrayMember({type: 'string', validation: (rule) => rule.required().min(5).max(200)})],
      validation: (rule) => rule.required().min(2).max(8),
    }),
    mediaFile({name: 'video', title: 'Product video', kind: 'video', description: 'Optional MP4 or WebM; the product image is its poster.'}),
    ...captionFields({prefix: 'videoCaptions'}),
    urlField({name: 'websiteUrl', title: '"Go To Website" link', description: "Optional: the product's own site."}),
    defineField({
      name: 'scheduleDemo',
      title: 'Show "Schedule a Demo" (links to /contact)',
      type: 'boolean',
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'knowMore',
      title: 'Show "Know More" on the home page card',
      type: 'boolean',
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{title: 'Position', name: 'orderAsc', by: [{field: 'order', direction: 'asc'}]}],
  preview: {
    select: {title: 'title', order: 'order', slug: 'slug.current', media: 'image'},
    prepare: ({title, order, slug, media}) => ({title, subtitle: `#${order ?? '?'} · ${slug ?? 'no slug'}`, media}),
  },
})
