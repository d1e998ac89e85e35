import {CodeIcon} from '@sanity/icons/Code'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {validateHref} from '../../lib/validation'
import {imageWithAlt} from '../fields/imageWithAlt'

/** /developers/services: banner, uses for developers, uses of the APIs and a sign-up button. */
export const developerServicesPage = defineType({
  name: 'developerServicesPage',
  title: 'Developer services page',
  type: 'document',
  icon: CodeIcon,
  groups: [
    {name: 'banner', title: 'Banner', default: true},
    {name: 'uses', title: 'Uses'},
    {name: 'cta', title: 'Call to action'},
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      type: 'string',
      group: 'banner',
      validation: (rule) => rule.required().min(2).max(70),
    }),
    defineField({
      name: 'bannerHeading',
      title: 'Banner heading',
      type: 'string',
      group: 'banner',
      validation: (rule) => rule.required().min(2).max(100),
    }),
    defineField({
      name: 'bannerText',
      title: 'Banner text',
      type: 'text',
      rows: 3,
      group: 'banner',
      validation: (rule) => rule.required().min(20).max(500),
    }),
    imageWithAlt({name: 'bannerImage', title: 'Banner image', group: 'banner', required: true}),
    defineField({
      name: 'developerUsesHeading',
      title: 'Heading: uses for developers',
      type: 'string',
      group: 'uses',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'developerUses',
      title: 'Uses for developers',
      type: 'array',
      group: 'uses',
      of: [defineArrayMember({type: 'featureItem'})],
      validation: (rule) => rule.required().min(2).max(8),
    }),
    defineField({
      name: 'apiUsesHeading',
      title: 'Heading: uses of the APIs',
      type: 'string',
      group: 'uses',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'apiUses',
      title: 'Uses of the APIs',
      type: 'array',
      group: 'uses',
      of: [defineArrayMember({type: 'featureItem'})],
      validation: (rule) => rule.required().min(2).max(8),
    }),
    defineField({
      name: 'ctaLabel',
      title: 'Button label',
      type: 'string',
      group: 'cta',
      initialValue: 'Sign Up & Get Started Now',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'ctaHref',
      title: 'Button link',
      type: 'string',
      group: 'cta',
      initialValue: '/signup',
      validation: (rule) => rule.required().custom(validateHref),
    }),
  ],
  preview: {select: {title: 'bannerHeading', subtitle: 'title', media: 'bannerImage'}},
})
