import {HomeIcon} from '@sanity/icons/Home'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {imageWithAlt} from '../fields/imageWithAlt'
import {captionFields, mediaFile} from '../fields/mediaFile'
import {stringField, textField} from '../fields/helpers'

/**
 * The home page: hero, section headings and the content that belongs to no other document
 * (the Why grid, the benefits, the logo strip, the demo video and the starting demo list).
 * Banners, mediums, industries, products and testimonials are their own documents.
 * Singleton `_id: "homePage"`.
 */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  groups: [
    {name: 'hero', title: 'Hero', default: true},
    {name: 'mediums', title: 'Mediums'},
    {name: 'why', title: 'Why grid & benefits'},
    {name: 'industries', title: 'Industries'},
    {name: 'more', title: 'Products, testimonials, logos'},
    {name: 'contact', title: 'Contact form'},
  ],
  fields: [
    stringField({name: 'heroHeading', title: 'Hero heading', max: 120, group: 'hero'}),
    textField({name: 'heroText', title: 'Hero text', min: 20, max: 400, group: 'hero'}),
    stringField({name: 'heroCtaLabel', title: 'Hero button text', max: 30, group: 'hero'}),
    defineField({
      name: 'heroCtaHref',
      title: 'Hero button link',
      type: 'string',
      group: 'hero',
      validation: (rule) => rule.required().regex(/^\/(?!\/)\S*$/, {name: 'site path'}),
    }),
    stringField({name: 'demoVideoTitle', title: 'Demo video title', max: 100, group: 'hero'}),
    imageWithAlt({
      name: 'demoVideoPoster',
      title: 'Demo video poster',
      description: 'Shown until the video plays (and instead of it while no file is uploaded).',
      required: true,
      group: 'hero',
    }),
    mediaFile({
      name: 'demoVideo',
      title: 'Demo video: a voice bot talking with a person',
      description: 'MP4 or WebM; plays on hover, pauses when the pointer leaves.',
      kind: 'video',
      group: 'hero',
    }),
    ...captionFields({prefix: 'demoVideoCaptions', group: 'hero'}),
    stringField({name: 'mediumsHeading', title: '"Mediums" heading', max: 80, group: 'mediums'}),
    imageWithAlt({name: 'mediumsPlaceholder', title: 'Placeholder image (no medium picked yet)', required: true, group: 'mediums'}),
    stringField({name: 'whyHeading', title: '"Why" heading', max: 80, group: 'why'}),
    defineField({
      name: 'whyCards',
      title: 'Why grid feature cards',
      type: 'array',
      group: 'why',
      of: [defineArrayMember({type: 'featureCard'})],
      validation: (rule) => rule.required().length(8),
    }),
    stringField({name: 'benefitsHeading', title: 'Benefits heading', max: 80, group: 'why'}),
    defineField({
      name: 'benefits',
      title: 'Benefits',
      type: 'array',
      group: 'why',
      of: [defineArrayMember({type: 'benefit'})],
      validation: (rule) => rule.required().length(3),
    }),
    stringField({name: 'industriesHeading', title: 'Industries heading', max: 80, group: 'industries'}),
    defineField({
      name: 'initialDemos',
      title: 'Starting demo list',
      type: 'array',
      group: 'industries',
      description: "The demo cards shown when the page opens, before a visitor picks an industry tab. Picking a tab shows that industry's own list.",
      of: [defineArrayMember({type: 'reference', to: [{type: 'demoCard'}]})],
      validation: (rule) => rule.required().min(1).max(12),
    }),
    stringField({name: 'productsHeading', title: 'Products heading', max: 80, group: 'more'}),
    stringField({name: 'testimonialsHeading', title: 'Testimonials heading', max: 80, group: 'more'}),
    stringField({name: 'partnerTestimonialsHeading', title: 'Partner executives heading', max: 100, group: 'more'}),
    stringField({name: 'logoStripHeading', title: 'Logo strip heading', max: 80, group: 'more'}),
    defineField({
      name: 'logos',
      title: 'Logo strip',
      type: 'array',
      group: 'more',
      of: [defineArrayMember({type: 'logoItem'})],
      validation: (rule) => rule.required().min(6).max(24),
    }),
    stringField({name: 'contactHeading', title: 'Contact form heading', max: 80, group: 'contact'}),
    textField({name: 'contactText', title: 'Contact form text', min: 10, max: 300, group: 'contact'}),
  ],
  preview: {select: {title: 'heroHeading', media: 'demoVideoPoster'}, prepare: ({title, media}) => ({title: 'Home page', subtitle: title, media})},
})
