import {ImagesIcon} from '@sanity/icons/Images'
import {defineField, defineType} from 'sanity'

import {imageWithAlt} from '../fields/imageWithAlt'
import {hrefField, orderField, stringField} from '../fields/helpers'

/** A slide of the home page banner carousel, with art for phone (≤500 px), tablet (≤768 px) and desktop. */
export const banner = defineType({
  name: 'banner',
  title: 'Banner',
  type: 'document',
  icon: ImagesIcon,
  fields: [
    orderField({max: 10, description: 'Position in the carousel, 1 first.'}),
    stringField({name: 'title', title: 'Title', max: 90}),
    stringField({name: 'subtitle', title: 'Subtitle', required: false, max: 160}),
    stringField({name: 'buttonText', title: 'Button text', max: 30}),
    defineField({...hrefField({name: 'buttonHref', title: 'Button link', required: true})}),
    imageWithAlt({name: 'imageDesktop', title: 'Desktop image (wider than 768 px)', required: true}),
    imageWithAlt({name: 'imageTablet', title: 'Tablet image (501–768 px)', required: true}),
    imageWithAlt({name: 'imagePhone', title: 'Phone image (up to 500 px)', required: true}),
  ],
  orderings: [{title: 'Carousel order', name: 'orderAsc', by: [{field: 'order', direction: 'asc'}]}],
  preview: {
    select: {title: 'title', order: 'order', media: 'imageDesktop'},
    prepare: ({title, order, media}) => ({title, subtitle: `Slide ${order ?? '?'}`, media}),
  },
})
