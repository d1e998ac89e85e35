import {PlayIcon} from '@sanity/icons/Play'
import {defineField, defineType} from 'sanity'

import {imageWithAlt} from '../fields/imageWithAlt'
import {mediaFile} from '../fields/mediaFile'
import {hrefField, orderField, stringField, textField} from '../fields/helpers'

/** The medium filter of the All Demos page (SPEC.md §2: All, Text, Voice, Audio, Video). */
export const DEMO_MEDIUMS = ['Text', 'Voice', 'Audio', 'Video'] as const

interface DemoCardValue {
  medium?: string
  audioIndia?: {asset?: unknown}
  audioUs?: {asset?: unknown}
  link?: string
  showInAllDemos?: boolean
  allDemosOrder?: number
}

/**
 * A demo card: used by the home page's industry tabs, the All Demos page and the industry pages.
 * It plays an India-voice recording (and optionally a US-voice one) and/or links to a live demo.
 */
export const demoCard = defineType({
  name: 'demoCard',
  title: 'Demo card',
  type: 'document',
  icon: PlayIcon,
  groups: [
    {name: 'card', title: 'Card', default: true},
    {name: 'audio', title: 'Audio'},
    {name: 'listing', title: 'All Demos'},
  ],
  fields: [
    stringField({name: 'title', title: 'Title', max: 60, group: 'card'}),
    imageWithAlt({name: 'image', title: 'Image', required: true, group: 'card'}),
    defineField({
      name: 'industry',
      title: 'Industry',
      type: 'reference',
      to: [{type: 'industry'}],
      group: 'card',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'medium',
      title: 'Medium',
      type: 'string',
      group: 'card',
      description: 'The medium filter of the All Demos page (required for cards listed there).',
      options: {list: [...DEMO_MEDIUMS], layout: 'radio', direction: 'horizontal'},
    }),
    hrefField({
      name: 'link',
      title: 'Live demo link',
      group: 'card',
      description: 'Optional: an external live demo (https://…) or a page of this site ("/demos/image").',
    }),
    textField({name: 'description', title: 'Short description', group: 'card', min: 20, max: 240, rows: 2}),
    mediaFile({
      name: 'audioIndia',
      title: 'India voice recording (IN)',
      kind: 'audio',
      group: 'audio',
      description: 'Played when the visitor picks IN, and for every choice when there is no US recording.',
    }),
    mediaFile({name: 'audioUs', title: 'US voice recording (US)', kind: 'audio', group: 'audio'}),
    textField({
      name: 'transcript',
      title: 'Transcript',
      group: 'audio',
      required: false,
      max: 2000,
      rows: 6,
      description: 'What is said in the India-voice recording, for visitors who cannot listen.',
    }),
    defineField({
      name: 'showInAllDemos',
      title: 'Show on the All Demos page',
      type: 'boolean',
      group: 'listing',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      ...orderField({name: 'allDemosOrder', title: 'Position on All Demos', max: 200, group: 'listing'}),
      validation: (rule) => rule.integer().min(1).max(200),
      hidden: ({document}) => document?.showInAllDemos === false,
    }),
  ],
  validation: (rule) =>
    rule.custom((value) => {
      if (!value) return true
      const doc = value as unknown as DemoCardValue
      if (!doc.audioIndia?.asset && !doc.link) return 'A demo card needs an India voice recording or a live demo link'
      if (doc.audioUs?.asset && !doc.audioIndia?.asset) return 'Add the India voice recording before a US one'
      if (doc.showInAllDemos && !doc.audioIndia?.asset) return 'Cards on All Demos need an India voice recording'
      if (doc.showInAllDemos && typeof doc.allDemosOrder !== 'number') return 'Give the card a position on All Demos'
      if (doc.showInAllDemos && !doc.medium) return 'Choose the medium of a card listed on All Demos'
      return true
    }),
  orderings: [{title: 'All Demos order', name: 'allDemosOrderAsc', by: [{field: 'allDemosOrder', direction: 'asc'}]}],
  preview: {
    select: {title: 'title', industry: 'industry.tabLabel', medium: 'medium', media: 'image', us: 'audioUs.asset', link: 'link'},
    prepare: ({title, industry, medium, media, us, link}) => ({
      title,
      subtitle: [industry, medium, us ? 'IN + US' : 'IN', link ? 'live link' : null].filter(Boolean).join(' · '),
      media,
    }),
  },
})
