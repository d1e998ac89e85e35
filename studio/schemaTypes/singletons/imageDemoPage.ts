import {ImageIcon} from '@sanity/icons/Image'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {imageWithAlt} from '../fields/imageWithAlt'
import {stringField, textField} from '../fields/helpers'

/** /demos/image: texts around the food-photo demo; the sample photos are `foodPhoto` documents. */
export const imageDemoPage = defineType({
  name: 'imageDemoPage',
  title: 'Image demo page',
  type: 'document',
  icon: ImageIcon,
  fields: [
    stringField({name: 'heading', title: 'Heading', max: 80}),
    textField({name: 'intro', title: 'Introduction', min: 40, max: 600, rows: 4}),
    imageWithAlt({name: 'bannerImage', title: 'Banner image', required: true}),
    stringField({name: 'previewPlaceholder', title: 'Preview placeholder', max: 60}),
    stringField({name: 'resultPlaceholder', title: 'Result placeholder', max: 120}),
    stringField({name: 'samplesHeading', title: 'Sample photos heading', max: 80}),
    textField({name: 'note', title: 'Note on what the model recognises', min: 20, max: 400}),
    defineField({
      name: 'features',
      title: 'Feature cards',
      type: 'array',
      of: [defineArrayMember({type: 'featureCard'})],
      validation: (rule) => rule.required().length(3),
    }),
  ],
  preview: {select: {title: 'heading'}, prepare: ({title}) => ({title: 'Image demo page', subtitle: title})},
})
