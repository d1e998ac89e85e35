import {ImageIcon} from '@sanity/icons/Image'
import {defineType} from 'sanity'

import {imageWithAlt} from '../fields/imageWithAlt'
import {stringField, urlField} from '../fields/helpers'

/** A client or partner logo in the home page's scrolling logo strip. */
export const logoItem = defineType({
  name: 'logoItem',
  title: 'Logo',
  type: 'object',
  icon: ImageIcon,
  fields: [
    stringField({name: 'name', title: 'Company name', max: 60}),
    imageWithAlt({name: 'logo', title: 'Logo', required: true}),
    urlField({name: 'href', title: 'Website', description: 'Optional link to the company.'}),
  ],
  preview: {select: {title: 'name', media: 'logo'}},
})
