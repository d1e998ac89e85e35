import {CommentIcon} from '@sanity/icons/Comment'
import {defineArrayMember, defineField, defineType} from 'sanity'

/**
 * How Kathana Assist reads questions and what it says around its answers: the greeting, the
 * questions the page suggests, the words the site treats as the same, the words visitors use for
 * each industry, and the message when the site does not answer a question.
 */
export const assistantSettings = defineType({
  name: 'assistantSettings',
  title: 'Assistant settings',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'greeting',
      title: 'Greeting',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().min(10).max(300),
    }),
    defineField({
      name: 'suggestedQuestions',
      title: 'Suggested first questions',
      type: 'array',
      of: [defineArrayMember({type: 'string', validation: (rule) => rule.min(3).max(100)})],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: 'declineMessage',
      title: 'When the site does not answer',
      type: 'string',
      description: 'Said instead of an answer, with the offer to talk to sales.',
      validation: (rule) => rule.required().min(10).max(200),
    }),
    defineField({
      name: 'synonyms',
      title: 'Synonyms',
      type: 'array',
      description: 'Each group: words and phrases that mean the same on this site (TTS, text to speech).',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'synonymGroup',
          title: 'Synonym group',
          fields: [
            defineField({
              name: 'terms',
              title: 'Words and phrases',
              type: 'array',
              of: [defineArrayMember({type: 'string', validation: (rule) => rule.min(1).max(60)})],
              validation: (rule) => rule.required().min(2).max(16),
            }),
          ],
          preview: {select: {title: 'terms.0', subtitle: 'terms.1'}},
        }),
      ],
      validation: (rule) => rule.max(100),
    }),
    defineField({
      name: 'industryWords',
      title: 'Words for each industry',
      type: 'array',
      description:
        'What visitors call an industry and its businesses ("hospital", "clinic", "diagnostic lab" for Healthcare): "I run a clinic" is answered with the industry page, and a follow-up may switch between industries.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'industryWordGroup',
          title: 'Industry words',
          fields: [
            defineField({name: 'industry', title: 'Industry', type: 'reference', to: [{type: 'industry'}], validation: (rule) => rule.required()}),
            defineField({
              name: 'terms',
              title: 'Words and phrases',
              type: 'array',
              of: [defineArrayMember({type: 'string', validation: (rule) => rule.min(1).max(60)})],
              validation: (rule) => rule.required().min(1).max(40),
            }),
          ],
          preview: {select: {title: 'industry.tabLabel', subtitle: 'terms.0'}},
        }),
      ],
      validation: (rule) => rule.max(20),
    }),
    defineField({
      name: 'productWords',
      title: 'Words for each product',
      type: 'array',
      description:
        'What visitors call a product, and how they misspell it ("kathana meet", "webinar", "zoom alternative"): a question that names it is answered with the product.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'productWordGroup',
          title: 'Product words',
          fields: [
            defineField({name: 'product', title: 'Product', type: 'reference', to: [{type: 'product'}], validation: (rule) => rule.required()}),
            defineField({
              name: 'terms',
              title: 'Words and phrases',
              type: 'array',
              of: [defineArrayMember({type: 'string', validation: (rule) => rule.min(1).max(60)})],
              validation: (rule) => rule.required().min(1).max(40),
            }),
          ],
          preview: {select: {title: 'product.title', subtitle: 'terms.0'}},
        }),
      ],
      validation: (rule) => rule.max(20),
    }),
    defineField({
      name: 'demoWords',
      title: 'Words for each live demo',
      type: 'array',
      description: 'What visitors call a live demo ("tts", "read aloud" for text to speech): "I want to try …" is answered with the demo page.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'demoWordGroup',
          title: 'Demo words',
          fields: [
            defineField({name: 'medium', title: 'Demo (medium)', type: 'reference', to: [{type: 'medium'}], validation: (rule) => rule.required()}),
            defineField({
              name: 'terms',
              title: 'Words and phrases',
              type: 'array',
              of: [defineArrayMember({type: 'string', validation: (rule) => rule.min(1).max(60)})],
              validation: (rule) => rule.required().min(1).max(40),
            }),
          ],
          preview: {select: {title: 'medium.name', subtitle: 'terms.0'}},
        }),
      ],
      validation: (rule) => rule.max(20),
    }),
  ],
  preview: {prepare: () => ({title: 'Assistant settings'})},
})
