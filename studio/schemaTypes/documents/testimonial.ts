import {CommentIcon} from '@sanity/icons/Comment'
import {defineField, defineType} from 'sanity'

import {imageWithAlt} from '../fields/imageWithAlt'
import {orderField, stringField, textField} from '../fields/helpers'

export const TESTIMONIAL_KINDS = [
  {title: 'Customer (carousel)', value: 'customer'},
  {title: 'Former executive of a partner company', value: 'partnerExecutive'},
] as const

/** A testimonial: the carousel's customer quotes and the partner executives' quotes. */
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      options: {list: [...TESTIMONIAL_KINDS], layout: 'radio'},
      validation: (rule) => rule.required(),
    }),
    textField({name: 'text', title: 'Quote', min: 40, max: 600, rows: 5}),
    stringField({name: 'name', title: 'Name', max: 60}),
    stringField({name: 'designation', title: 'Designation', max: 100}),
    stringField({name: 'company', title: 'Company', max: 80}),
    imageWithAlt({name: 'avatar', title: 'Avatar', required: true}),
    orderField({max: 50}),
  ],
  orderings: [{title: 'Position', name: 'orderAsc', by: [{field: 'order', direction: 'asc'}]}],
  preview: {
    select: {title: 'name', designation: 'designation', company: 'company', media: 'avatar', kind: 'kind'},
    prepare: ({title, designation, company, media, kind}) => ({
      title: `${title}${kind === 'partnerExecutive' ? ' (partner executive)' : ''}`,
      subtitle: [designation, company].filter(Boolean).join(', '),
      media,
    }),
  },
})
