import {LinkIcon} from '@sanity/icons/Link'
import {defineField, defineType} from 'sanity'

import {stringField, urlField} from '../fields/helpers'

export const MEDIA_REGIONS = ['India', 'International'] as const

/** A press mention on the About page (SPEC.md §3 "Media link card": cardText, Link). */
export const mediaLink = defineType({
  name: 'mediaLink',
  title: 'Media link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    stringField({name: 'cardText', title: 'Card text', min: 5, max: 160}),
    stringField({name: 'outlet', title: 'Publication', max: 60}),
    defineField({
      name: 'region',
      title: 'Press',
      type: 'string',
      options: {list: [...MEDIA_REGIONS], layout: 'radio', direction: 'horizontal'},
      validation: (rule) => rule.required(),
    }),
    urlField({name: 'href', title: 'Link', required: true}),
  ],
  preview: {
    select: {title: 'cardText', outlet: 'outlet', region: 'region'},
    prepare: ({title, outlet, region}) => ({title, subtitle: `${outlet ?? ''} · ${region ?? ''}`}),
  },
})
