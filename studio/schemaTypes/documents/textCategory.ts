import {TranslateIcon} from '@sanity/icons/Translate'
import {defineField, defineType} from 'sanity'

import {uniqueValue} from '../../lib/validation'
import {orderField, stringField, textField} from '../fields/helpers'

/** Language codes of the text-to-speech request (SPEC.md §7). */
export const TEXT_LANGUAGE_CODES = [
  {title: 'Hindi (hi_IN_2)', value: 'hi_IN_2'},
  {title: 'English, India (en_IN)', value: 'en_IN'},
  {title: 'Indian names (in_NM)', value: 'in_NM'},
  {title: 'English, US (en_US)', value: 'en_US'},
] as const

/** A category of the text-to-speech demo: a name, its language code and a sample text. */
export const textCategory = defineType({
  name: 'textCategory',
  title: 'Text demo category',
  type: 'document',
  icon: TranslateIcon,
  fields: [
    stringField({name: 'categoryName', title: 'Category name', max: 40}),
    defineField({
      name: 'languageCode',
      title: 'Language code',
      type: 'string',
      options: {list: [...TEXT_LANGUAGE_CODES], layout: 'radio'},
      validation: (rule) => rule.required().custom(uniqueValue('textCategory', 'languageCode', 'language code')),
    }),
    textField({name: 'defaultInput', title: 'Sample text', min: 10, max: 500, rows: 4}),
    orderField({max: 20, description: '1 is the default choice.'}),
  ],
  orderings: [{title: 'Position', name: 'orderAsc', by: [{field: 'order', direction: 'asc'}]}],
  preview: {select: {title: 'categoryName', subtitle: 'languageCode'}},
})
