import {CogIcon} from '@sanity/icons/Cog'
import {defineField, defineType} from 'sanity'

import {imageWithAlt} from '../fields/imageWithAlt'

/** Name, logo, contact details and defaults shared by every page. Singleton `_id: "siteSettings"`. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    {name: 'brand', title: 'Brand', default: true},
    {name: 'contact', title: 'Contact details'},
    {name: 'seo', title: 'Search & sharing'},
  ],
  fields: [
    defineField({
      name: 'siteName',
      title: 'Site name',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.required().min(2).max(60),
    }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.required().min(5).max(120),
    }),
    imageWithAlt({name: 'logo', title: 'Logo', group: 'brand', required: true}),
    defineField({
      name: 'blurb',
      title: 'Company blurb',
      type: 'text',
      rows: 3,
      group: 'brand',
      description: 'Shown in the footer under the logo.',
      validation: (rule) => rule.required().min(20).max(400),
    }),
    defineField({
      name: 'copyright',
      title: 'Copyright line',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.required().min(5).max(120),
    }),
    defineField({
      name: 'contactEmail',
      title: 'Contact e-mail',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'careersEmail',
      title: 'Careers e-mail',
      type: 'string',
      group: 'contact',
      description: 'Where applications for open positions go.',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'phone',
      title: 'Phone number',
      type: 'string',
      group: 'contact',
      description: 'With country code, e.g. "+91 120 456 7800".',
      validation: (rule) => rule.required().regex(/^\+?[0-9][0-9 ()-]{6,20}$/, {name: 'phone number'}),
    }),
    defineField({
      name: 'address',
      title: 'Postal address',
      type: 'text',
      rows: 5,
      group: 'contact',
      description: 'One line per address line.',
      validation: (rule) => rule.required().min(10).max(300),
    }),
    defineField({
      name: 'mapUrl',
      title: 'Map link',
      type: 'url',
      group: 'contact',
      validation: (rule) => rule.required().uri({scheme: ['https']}),
    }),
    defineField({
      name: 'mapLabel',
      title: 'Map link label',
      type: 'string',
      group: 'contact',
      initialValue: 'VIEW MAP',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'socialLabel',
      title: 'Social profile label',
      type: 'string',
      group: 'contact',
      description: 'Name of the network, e.g. "LinkedIn".',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'socialUrl',
      title: 'Social profile link',
      type: 'url',
      group: 'contact',
      validation: (rule) => rule.required().uri({scheme: ['https']}),
    }),
    defineField({
      name: 'defaultDescription',
      title: 'Default page description',
      type: 'text',
      rows: 3,
      group: 'seo',
      description: 'Used for search results and link previews when a page has no description.',
      validation: (rule) => [rule.required().min(50).max(300), rule.max(160).warning('Search engines usually show about 160 characters.')],
    }),
    imageWithAlt({
      name: 'shareImage',
      title: 'Default share image',
      group: 'seo',
      description:
        'Shown when a page is shared (Open Graph, Twitter cards) and the page has no image of its own. Use a 1200×630 picture; it is cropped around the hotspot to that size.',
      required: true,
    }),
  ],
  preview: {
    select: {title: 'siteName', subtitle: 'tagline', media: 'logo'},
  },
})
