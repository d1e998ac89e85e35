import {MicrophoneIcon} from '@sanity/icons/Microphone'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {imageWithAlt} from '../fields/imageWithAlt'
import {stringField, textField, urlField} from '../fields/helpers'

/** /demos/voice (and the classic variant /demos/voice/2): texts around the recording demo. */
export const voiceDemoPage = defineType({
  name: 'voiceDemoPage',
  title: 'Voice demo page',
  type: 'document',
  icon: MicrophoneIcon,
  groups: [
    {name: 'intro', title: 'Banner & features', default: true},
    {name: 'demo', title: 'Recording demo'},
  ],
  fields: [
    stringField({name: 'bannerHeading', title: 'Banner heading', max: 40, group: 'intro'}),
    textField({name: 'explainer', title: 'Multimodal explainer', min: 40, max: 800, rows: 5, group: 'intro'}),
    imageWithAlt({name: 'bannerImage', title: 'Banner image', required: true, group: 'intro'}),
    defineField({
      name: 'features',
      title: 'Feature cards',
      type: 'array',
      group: 'intro',
      of: [defineArrayMember({type: 'featureCard'})],
      validation: (rule) => rule.required().length(3),
    }),
    defineField({
      name: 'surveyCard',
      title: 'Voice survey card',
      type: 'object',
      group: 'intro',
      fields: [
        stringField({name: 'title', title: 'Title', max: 80}),
        textField({name: 'text', title: 'Text', min: 20, max: 300}),
        stringField({name: 'linkLabel', title: 'Link text', max: 40}),
        urlField({name: 'url', title: 'Survey site', required: true}),
        imageWithAlt({name: 'image', title: 'Image', required: true}),
      ],
      validation: (rule) => rule.required(),
    }),
    stringField({name: 'demoHeading', title: 'Demo heading', max: 80, group: 'demo'}),
    defineField({
      name: 'steps',
      title: 'Step headings',
      type: 'array',
      group: 'demo',
      description: 'In order: Select Category, Phrase List, Record, Recognised Output.',
      of: [defineArrayMember({type: 'string', validation: (rule) => rule.required().min(2).max(60)})],
      validation: (rule) => rule.required().length(4),
    }),
    stringField({name: 'feedbackQuestion', title: 'Feedback question', max: 60, group: 'demo'}),
    stringField({name: 'moreDemosHeading', title: '"More Demos" heading', max: 60, group: 'demo'}),
  ],
  preview: {prepare: () => ({title: 'Voice demo page'})},
})
