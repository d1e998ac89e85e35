import {UsersIcon} from '@sanity/icons/Users'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {imageWithAlt} from '../fields/imageWithAlt'
import {stringField, textField} from '../fields/helpers'

/** /about: mission, an expandable "Read More" text, two product videos and press links. */
export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: UsersIcon,
  fields: [
    stringField({name: 'heading', title: 'Heading', max: 80}),
    imageWithAlt({name: 'bannerImage', title: 'Banner image', required: true}),
    stringField({name: 'missionHeading', title: 'Mission heading', max: 80}),
    textField({name: 'mission', title: 'Mission', min: 40, max: 800, rows: 5}),
    defineField({
      name: 'readMore',
      title: 'Read More text',
      type: 'array',
      description: 'Paragraphs revealed by "Read More".',
      of: [defineArrayMember({type: 'text', rows: 4, validation: (rule) => rule.required().min(40).max(900)})],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    stringField({name: 'videosHeading', title: 'Videos heading', max: 80}),
    defineField({
      name: 'videos',
      title: 'Product advertisement videos',
      type: 'array',
      of: [defineArrayMember({type: 'promoVideo'})],
      validation: (rule) => rule.required().length(2),
    }),
    stringField({name: 'mediaHeading', title: 'Media heading', max: 80}),
    defineField({
      name: 'mediaLinks',
      title: 'Media links',
      type: 'array',
      of: [defineArrayMember({type: 'mediaLink'})],
      validation: (rule) => rule.required().min(2).max(12),
    }),
  ],
  preview: {select: {title: 'heading', media: 'bannerImage'}},
})
