import {PlayIcon} from '@sanity/icons/Play'
import {defineType} from 'sanity'

import {imageWithAlt} from '../fields/imageWithAlt'
import {captionFields, mediaFile} from '../fields/mediaFile'
import {stringField} from '../fields/helpers'

/** A product advertisement video: a title, a poster image and the video file (optional for now) and its captions. */
export const promoVideo = defineType({
  name: 'promoVideo',
  title: 'Video',
  type: 'object',
  icon: PlayIcon,
  fields: [
    stringField({name: 'title', title: 'Title', max: 100}),
    imageWithAlt({name: 'poster', title: 'Poster image', required: true}),
    mediaFile({name: 'video', title: 'Video file', kind: 'video', description: 'MP4 or WebM. Until a file is uploaded the poster is shown.'}),
    ...captionFields({prefix: 'captions'}),
  ],
  preview: {select: {title: 'title', media: 'poster'}},
})
